#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/sweep-test.sh <dir> <case>       one case, in <dir>/<case>
# kernel/sweep-test.sh --list             the cases
#
# kernel/sweep-lib.sh's checks on made-up build trees and logs, each
# shown to fail where it must (the negative control) and to pass where
# it must, as kernel/check.sh runs them: a whole kernel sweep is hours,
# and the faults it must catch (an object missing from the verify log, a
# link that did not happen, a swap stopped half way) do not happen on
# their own.  Exit status 0 when the case holds; what did not, on stderr.
set -u

here=$(cd "$(dirname "$0")" && pwd)
. "$here/sweep-lib.sh"

cases="latest unlogged swap relinked image objtool"
if [ "${1:-}" = --list ]; then
	echo "$cases"
	exit 0
fi
[ $# = 2 ] || { echo "usage: $0 <dir> <case> | --list" >&2; exit 2; }
t=$1/$2
rm -rf "$t"
mkdir -p "$t"
cd "$t" || exit 1

bad=0
# expect <what> <expected> <actual>: one comparison
expect() {
	[ "$2" = "$3" ] && return
	printf '%s: expected [%s], got [%s]\n' "$1" "$2" "$3" >&2
	bad=1
}

# wrong <what>: a check that did not hold
wrong() {
	echo "$1" >&2
	bad=1
}

# a file's content, or "none"
content() {
	if [ -f "$1" ]; then cat "$1"; else echo none; fi
}

case $2 in
latest)
	# a build stopped after a.o's mismatch and resumed, a.o compiled
	# again; kbuild's option probe, compiled anew by every make run
	cat >verify.log <<-EOF
	mismatch a.o asms=1 renamed=1 references=1
	ok b.o asms=0 renamed=0 references=0
	ok .tmp_123/tmp asms=0 renamed=0 references=0
	ok a.o asms=1 renamed=1 references=1
	EOF
	expect "the last line of each object" \
		"$(printf '%s\n' 'ok a.o asms=1 renamed=1 references=1' 'ok b.o asms=0 renamed=0 references=0')" \
		"$(latest verify.log | sort)"
	;;
unlogged)
	mkdir -p tree/kernel tree/lib tree/init tree/arch
	p='-fplugin=/t/tools/sectsubst.so -fplugin-arg-sectsubst-tables=__ex_table'
	# 6.3 on (savedcmd_) and before (cmd_), each compiled with the plugin
	echo "savedcmd_kernel/fork.o := verify gcc -O2 $p -c -o kernel/fork.o kernel/fork.c" \
		>tree/kernel/.fork.o.cmd
	echo "cmd_lib/iov.o := verify gcc -O2 $p -c -o lib/iov.o lib/iov.c" >tree/lib/.iov.o.cmd
	# the per-file opt-out, another plugin, a partial link: no line due
	echo "savedcmd_init/main.o := gcc -O2 -c -o init/main.o init/main.c" >tree/init/.main.o.cmd
	echo "savedcmd_init/rand.o := gcc -fplugin=/t/randstruct_plugin.so -c -o init/rand.o init/rand.c" \
		>tree/init/.rand.o.cmd
	echo "savedcmd_arch/built-in.o := ld -r $p -o arch/built-in.o arch/a.o" >tree/arch/.built-in.o.cmd
	echo "ok kernel/fork.o asms=1 renamed=1 references=1" >one.lines
	expect "the object missing from the log, alone" "lib/iov.o" "$(unlogged tree one.lines)"
	echo "ok lib/iov.o asms=0 renamed=0 references=0" >>one.lines
	expect "every object logged" "" "$(unlogged tree one.lines)"
	;;
swap)
	# the tree as unswap finds it: <dir>/verify, <dir>/swapped.txt
	mkdir -p verify/dir
	for o in a.o dir/c.o; do
		echo "plugin $o" >"verify/$o"
		echo "plain $o" >"verify/$o.plain"
	done
	printf '%s\n' a.o dir/c.o >swapped.txt
	touch -d @1000000000 verify/a.o* verify/dir/c.o* swapped.txt
	state() {
		for o in a.o dir/c.o; do
			echo "$o: $(content "verify/$o") / $(content "verify/$o.plain") / $(content "verify/$o.sectsubst")"
		done
	}
	plain=$(printf '%s\n' "a.o: plain a.o / plain a.o / plugin a.o" "dir/c.o: plain dir/c.o / plain dir/c.o / plugin dir/c.o")
	plugin=$(printf '%s\n' "a.o: plugin a.o / plain a.o / none" "dir/c.o: plugin dir/c.o / plain dir/c.o / none")
	swap verify "$PWD/swapped.txt" plain
	expect "swapped to plain" "$plain" "$(state)"
	[ verify/a.o -nt swapped.txt ] && [ verify/dir/c.o -nt swapped.txt ] ||
		wrong "the swapped objects not touched: make would not link again"
	swap verify "$PWD/swapped.txt" plain
	expect "swapped to plain twice" "$plain" "$(state)"
	unswap "$PWD"
	expect "swapped back" "$plugin" "$(state)"
	[ ! -f swapped.txt ] || wrong "the swap's list still there"
	# a swap to plain stopped between its two moves, on a.o: unswap
	# and a second swap to plain each finish from there
	printf '%s\n' a.o dir/c.o >swapped.txt
	mv verify/a.o verify/a.o.sectsubst
	swap verify "$PWD/swapped.txt" plain
	expect "a stopped swap done again" "$plain" "$(state)"
	swap verify "$PWD/swapped.txt" plugin
	mv verify/a.o verify/a.o.sectsubst
	unswap "$PWD"
	expect "a stopped swap undone" "$plugin" "$(state)"
	# what kbuild ran after the compile (objtool) runs on the copy
	# without the plugin, and only where the saved command has it
	mkdir -p verify/tools/objtool
	printf '#!/bin/sh\nprintf "%%s objtool %%s\\n" "$(cat "$2")" "$*" >"$2"\n' \
		>verify/tools/objtool/objtool
	chmod +x verify/tools/objtool/objtool
	echo "savedcmd_a.o := verify gcc -c -o a.o a.c; ./tools/objtool/objtool --static-call a.o" \
		>verify/.a.o.cmd
	echo "savedcmd_dir/c.o := verify gcc -c -o dir/c.o dir/c.c" >verify/dir/.c.o.cmd
	printf '%s\n' a.o dir/c.o >swapped.txt
	swap verify "$PWD/swapped.txt" plain
	expect "objtool on the copy without the plugin" \
		"$(printf '%s\n' "a.o: plain a.o objtool --static-call a.o / plain a.o / plugin a.o" "dir/c.o: plain dir/c.o / plain dir/c.o / plugin dir/c.o")" \
		"$(state)"
	unswap "$PWD"
	expect "objtool's copy undone" "$plugin" "$(state)"
	;;
image)
	# kernels that differ in their debug information alone are the
	# same image; a byte of code is not
	cross=
	echo 'int f(void) { return 1; }' >a.c
	echo 'int f(void) { return 2; }' >b.c
	gcc -g -O2 -c a.c -o one.o && gcc -g -O2 -fno-common -c a.c -o debug.o &&
		gcc -g -O2 -c b.c -o code.o || wrong "the test's objects did not build"
	cmp -s one.o debug.o && wrong "the debug-only pair is the same file: no test"
	same_image one.o debug.o >/dev/null 2>&1 || wrong "debug information alone differs, and the images differ"
	same_image one.o code.o >/dev/null 2>&1 && wrong "a code byte differs, and the images are the same"
	;;
relinked)
	touch -d @1000000000 vmlinux
	touch -d @1000000100 swapped.txt
	: >dce.log
	if relinked vmlinux swapped.txt dce.log; then
		wrong "a vmlinux older than the swap passes"
	fi
	expect "its message" "  BASELINE vmlinux was not linked again" "$(cat dce.log)"
	touch -d @1000000200 vmlinux
	relinked vmlinux swapped.txt dce.log || wrong "a vmlinux linked after the swap fails"
	;;
objtool)
	# the same warnings, in another order, among make's other output and
	# the compiler's warnings, which the plugin's build alone may have
	printf '%s\n' "  CC      a.o" "a.o: warning: objtool: f+0x1: unreachable instruction" \
		"b.o: warning: objtool: g(): stack state mismatch" >dce.log
	printf '%s\n' "b.o: warning: objtool: g(): stack state mismatch" "  LD      vmlinux" \
		"a.c:3:5: warning: sectsubst: an asm left as written" \
		"a.o: warning: objtool: f+0x1: unreachable instruction" >same.log
	echo "c.o: warning: objtool: h+0x8: unreachable instruction" | cat same.log - >more.log
	objtool_warnings dce.log >dce.txt
	objtool_warnings same.log >same.txt
	objtool_warnings more.log >more.txt
	cmp -s dce.txt same.txt || wrong "the same warnings differ"
	! cmp -s dce.txt more.txt || wrong "a warning more goes unseen"
	;;
*)
	echo "$0: no case $2 (--list: $cases)" >&2
	exit 2 ;;
esac
exit $bad
