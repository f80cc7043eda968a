# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/sweep-lib.sh: what kernel/sweep.sh does to a build tree and its
# logs, sourced by it and by kernel/sweep-test.sh, which proves on made-up
# trees that each of these checks can fail.

# objtool_warnings <build log>: objtool's warnings, sorted, without make's
# noise
objtool_warnings() {
	grep ': warning: objtool: ' "$1" | sort
}

# latest <verify log>: the last line of each object: a build that went on
# after a stop compiles some objects again, and appends their lines.  Not
# kbuild's probes of the compiler's options (try-run: .tmp_<pid>/tmp),
# which every make run compiles anew.
latest() {
	awk '$2 !~ /(^|\/)\.tmp_[0-9]+\/tmp$/ { last[$2] = $0 }
		END { for (o in last) print last[o] }' "$1"
}

# compiled <build dir>: the objects kbuild compiled with the plugin
# loaded, as their .cmd files say (savedcmd_ from Linux 6.3 on, cmd_
# before), one a line
compiled() {
	find "$1" -name '.*.o.cmd' -exec cat {} + |
	awk '/^(saved)?cmd_[^ ]*\.o := / && / -c / && /-fplugin=([^ ]*\/)?sectsubst\.so( |$)/ {
		sub(/^(saved)?cmd_/, ""); sub(/ := .*/, ""); print }' | sort -u
}

# unlogged <build dir> <verify lines>: the objects compiled with the
# plugin that have no line in the verify log: each would pass unproven
unlogged() {
	compiled "$1" | awk 'NR == FNR { logged[$2] = 1; next } !($1 in logged)' "$2" -
}

# swap <tree> <list> plain|plugin: puts in place, for each object of
# <list> (relative to <tree>), its compile without the plugin (a copy of
# <object>.plain, which stays) or with it (set aside as
# <object>.sectsubst), whichever state a stopped swap left it in, and
# touches it so that make links again.  A copy of the compile without
# the plugin gets what kbuild did to the object after its compile
# (post_compile), as the plugin's object had it.
swap() {
	(cd "$1" && while read -r o; do
		if [ "$3" = plain ]; then
			[ -f "$o.sectsubst" ] || mv "$o" "$o.sectsubst" || exit 1
			cp "$o.plain" "$o" && post_compile "$o" || exit 1
		else
			[ -f "$o.sectsubst" ] || continue
			mv "$o.sectsubst" "$o" || exit 1
		fi
		touch "$o" || exit 1
	done <"$2")
}

# post_compile <object>: (in the build tree) the commands kbuild ran on
# <object> after its compile, which the verify wrapper's copy without
# the plugin never saw: objtool (32-bit powerpc: --static-call, and
# --mcount with the function tracer), the tail of the object's saved
# command after its last "; "
post_compile() {
	c=$(dirname "$1")/.$(basename "$1").cmd
	[ -f "$c" ] || return 0
	tail=$(sed -n 's|^\(saved\)\{0,1\}cmd_[^ ]* := .*; \(\./tools/objtool/objtool .*\)$|\2|p' "$c")
	[ -z "$tail" ] || sh -c "$tail"
}

# unswap <dir>: the plugin's objects back in the verify tree <dir>/verify,
# and the swap's list, <dir>/swapped.txt, gone
unswap() {
	swap "$1/verify" "$1/swapped.txt" plugin && rm "$1/swapped.txt"
}

# relinked <vmlinux> <file> <log>: the link made <vmlinux> after <file>
# was written; if not, says so in <log>
relinked() {
	[ "$1" -nt "$2" ] || {
		echo "  BASELINE $1 was not linked again" >>"$3"
		return 1
	}
}

# same_image <a> <b>: (after arch_facts) two kernels alike but for their
# debug information and the build ID note, which hashes it: the objects
# a link compiles itself, and those make compiles again around the
# baseline's links (generated headers), keep the debug information of
# the compile they had last, with or without the plugin, whose code the
# verify log has proven the same
same_image() {
	${cross}objcopy --strip-debug --remove-section=.notes "$1" "$1.image" &&
	${cross}objcopy --strip-debug --remove-section=.notes "$2" "$2.image" &&
	cmp "$1.image" "$2.image"
	r=$?
	rm -f "$1.image" "$2.image"
	return $r
}
