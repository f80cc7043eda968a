#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# bench/cost-parts.sh <dce build> <plugin build> <arch> [step] [rounds]
#
# Where a kernel build's time goes: the two builds of bench/kernel-cost.sh
# (one configuration without the plugin and with it) compared part by
# part, in pairs.  Whole builds, even alternated, differ by several
# percent from one build to the next on a shared machine, in CPU time
# too; two commands run one after the other see the same machine.  For
# every <step>th object kbuild compiled (the command of its .cmd file,
# run in its own build directory), the dce and the plugin command back
# to back, the order reversed every other object and every other round:
#   cc1      the compile to assembly alone (the command with -S);
#   as       the driver on that assembly (-c), which runs the assembler
#            as the compile did;
#   objtool  what kbuild runs on the object after the compile, if
#            anything (powerpc's --static-call);
# then once a round in each build, the link of vmlinux:
#   ld-r     vmlinux.o from vmlinux.a;
#   modpost  its check of vmlinux.o (with the series, of the __ex_table
#            pieces too);
#   link     make vmlinux without vmlinux.unstripped: link-vmlinux.sh's
#            links with kallsyms and --orphan-handling=warn (the series'
#            orphan check), what follows them, and make's walk of the
#            tree (Linux 7.x's names);
# and in the plugin build alone:
#   plugin   the plugin's compile (its objects and its link).
# CPU time (user + system, bash's times) in ms, into
# <plugin build>/../cost-parts.times; bench/cost-parts.awk sums it: each
# part's plugin/dce, with two standard errors of the per-object parts'
# summed differences.  The objects are compiled again in place, as
# kbuild compiled them.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 3 ] || { echo "usage: $0 <dce build> <plugin build> <arch> [step] [rounds]" >&2; exit 2; }
dce=$(cd "$1" && pwd) plugin=$(cd "$2" && pwd)
step=${4:-1} rounds=${5:-1}
. "$here/kernel/arch.sh"
arch_facts "$3" || exit 2
# the tree: the build directory's Makefile includes the tree's
ksrc=$(sed -n 's,^include \(.*\)/Makefile$,\1,p' "$dce/Makefile")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
times_file=$(dirname "$plugin")/cost-parts.times
: >"$times_file"

# now: the CPU time of this shell's children so far, in ms, in $now
now() {
	times >"$tmp/times"
	now=$(awk -f "$here/scripts/times-ms.awk" "$tmp/times")
}

# dir <variant>: the variant's build directory
dir() {
	case $1 in dce) echo "$dce" ;; plugin) echo "$plugin" ;; esac
}

# part <round> <variant> <object> <part> <command>: the command in the
# variant's build directory, its CPU time recorded
part() {
	local start
	now
	start=$now
	(cd "$(dir "$2")" && eval "$5") >"$tmp/log" 2>&1 || {
		echo "cost-parts: $2's $4 of $3 failed:" >&2
		tail -n 5 "$tmp/log" >&2
		exit 1
	}
	now
	echo "$1 $2 $3 $4 $((now - start))" >>"$times_file"
}

# object <round> <variant> <.cmd file>: the object's compile, in parts
object() {
	local cmd compile post flags o c
	cmd=$(sed -n 's/^savedcmd_[^ ]* := //p' "$(dir "$2")/$3")
	compile=${cmd%%;*}
	post=
	[ "$compile" = "$cmd" ] || post=${cmd#*;}
	# kbuild's compile of C, "<compiler and flags> -c -o <object>
	# <source>.c"; the plugin sees no assembler source
	[[ $compile =~ ^(.*)\ -c\ -o\ ([^\ ]+)\ ([^\ ]+\.c)\ *$ ]] || return 0
	flags=${BASH_REMATCH[1]} o=${BASH_REMATCH[2]} c=${BASH_REMATCH[3]}
	part "$1" "$2" "$3" cc1 "$flags -S -o $tmp/$2.s $c"
	# the driver on assembly runs the assembler alone, as it runs it
	# after cc1 in the compile
	part "$1" "$2" "$3" as "$flags -c -o $o $tmp/$2.s"
	[ -z "$post" ] || part "$1" "$2" "$3" objtool "$post"
}

make_k() {
	make -C "$ksrc" O="$1" ARCH="$karch" CROSS_COMPILE="$cross" "$2"
}

# every C object of the plugin build, and the dce build has the same
mapfile -t cmds < <(cd "$plugin" && find . -path ./scripts -prune -o -name '.*.o.cmd' -print |
	sort | awk -v s="$step" 'NR % s == 0')
r=1
while [ "$r" -le "$rounds" ]; do
	i=0
	for c in "${cmds[@]}"; do
		[ -f "$dce/$c" ] || continue
		if [ $(((i + r) % 2)) = 0 ]; then
			object "$r" dce "$c"; object "$r" plugin "$c"
		else
			object "$r" plugin "$c"; object "$r" dce "$c"
		fi
		i=$((i + 1))
	done
	order="dce plugin"
	[ $((r % 2)) = 1 ] || order="plugin dce"
	for v in $order; do
		b=$(dir "$v")
		part "$r" "$v" vmlinux ld-r "$(sed -n 's/^savedcmd_vmlinux.o := //p' "$b/.vmlinux.o.cmd")"
		part "$r" "$v" vmlinux modpost "$(sed -n 's/^savedcmd_vmlinux.symvers := //p' "$b/.vmlinux.symvers.cmd")"
		rm -f "$b/vmlinux.unstripped"
		part "$r" "$v" vmlinux link "make_k $b vmlinux"
	done
	# the plugin's own compile, which only the plugin build has: its
	# objects and its link, with kbuild's commands
	part "$r" plugin sectsubst.so plugin "$(cd "$plugin" &&
		sed -n 's/^savedcmd_[^ ]* := \(.*\)$/\1;/p' \
			scripts/gcc-plugins/sectsubst/plugin/.*.o.cmd \
			scripts/gcc-plugins/.sectsubst.so.cmd)"
	r=$((r + 1))
done
# the compiles' dependency files, which kbuild's fixdep had turned into
# .cmd files and removed
find "$dce" "$plugin" -name '.*.o.d' -delete
awk -v step="$step" -f "$here/bench/cost-parts.awk" "$times_file"
