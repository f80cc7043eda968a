#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/sweep.sh <outdir> [<arch>:<config>...]     (make kernel-sweep)
# kernel/sweep.sh --list [<arch>:<config>...]       the configurations
#
# Whole kernel builds under the verify mode: for each configuration of
# kernel/sweep.list for Linux $LINUX (6.1, the default, or 6.12), or
# those named, two builds in <outdir>/sweep/<arch>-<config>:
#
#   dce      dead code elimination, no plugin
#   verify   the same with the plugin at the architecture's own tables,
#            every compile through sectsubst-verify (kernel/build.sh)
#
# (x86_64: the verify build only, which links the objects compiled
# without the plugin, so that the last three checks below hold by
# construction there)
#
# and a configuration passes when
#
#   - the verify build builds and links: no object with a mismatch, none
#     whose compile without the plugin failed (sectsubst-verify --summary),
#     and none compiled with the plugin (kbuild's .cmd files) that has no
#     line in the verify log;
#   - check-tables.sh finds every table entry of the functions it keeps
#     (arch.sh's table_args: __mcount_loc too where objtool's mcount pass
#     makes it);
#   - it is no bigger than dce (size's total);
#   - objtool's warnings are those of dce, line for line.
#
# A seed whose dce build fails is broken without the plugin, and one
# whose choices rule out dead code elimination (a fragment's line that
# did not survive) is skipped: each reported as such, and counted apart.
# Each configuration's result is kept in its directory, so that a sweep
# stopped half way goes on where it stopped.
# Writes <outdir>/sweep/summary.txt: one line per configuration, the
# totals of the verify logs, and "N passed, N failed".
#
# Environment: LINUX, JOBS, KCONFIG_PROBABILITY (randconfig's share of
# options turned on, in percent; 10 here, where the kernel's is 50, so
# that 20 seeds of three architectures take hours, not days).
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
. "$here/arch.sh"
[ $# -ge 1 ] || { echo "usage: $0 <outdir>|--list [<arch>:<config>...]" >&2; exit 2; }
outdir=$1
shift
linux=${LINUX:-6.1}
export LINUX="$linux"
export KCONFIG_PROBABILITY="${KCONFIG_PROBABILITY:-10}"

# the configurations: arch:config words, the seed ranges expanded (the
# one reader of sweep.list: make kernel-sweep asks --list for the
# architectures whose packages it installs)
if [ $# -gt 0 ]; then
	configs=$*
else
	configs=$(awk -v linux="$linux" '!/^#/ && $1 == linux {
		if ($3 ~ /^rand:[0-9]+-[0-9]+$/) {
			split(substr($3, 6), r, "-")
			for (s = r[1]; s <= r[2]; s++) print $2 ":rand:" s
		} else print $2 ":" $3
	}' "$here/sweep.list")
fi
[ -n "$configs" ] || { echo "kernel-sweep: no configuration for Linux $linux" >&2; exit 2; }
if [ "$outdir" = --list ]; then
	echo "$configs"
	exit 0
fi
mkdir -p "$outdir"
out=$(cd "$outdir" && pwd)

"$here/tree.sh" "$out" || exit 1
ksrc=$out/linux
sweep=$out/sweep
mkdir -p "$sweep"

# the verify mode's wrapper and checker, and for x86_64 the plugin, built
# by this project for the host's compiler
tools=$sweep/tools
make -s -C "$top" O="$tools" CC=gcc "$tools/sectsubst.so" "$tools/sectsubst-verify" \
	"$tools/ss-tables" >"$sweep/tools.log" 2>&1 || {
	cat "$sweep/tools.log" >&2
	echo "kernel-sweep: the plugin and the verify tools did not build" >&2
	exit 1
}
export SECTSUBST_VERIFY="$tools/sectsubst-verify" SECTSUBST_PLUGIN="$tools/sectsubst.so"

# objtool's warnings in a build log, sorted, without make's noise
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
# before), one a line: each must have its line in the verify log
compiled() {
	find "$1" -name '.*.o.cmd' -exec cat {} + |
	awk '/^(saved)?cmd_[^ ]*\.o := / && / -c / && /-fplugin=([^ ]*\/)?sectsubst\.so( |$)/ {
		sub(/^(saved)?cmd_/, ""); sub(/ := .*/, ""); print }' | sort -u
}

# sweep_one <arch> <config> <dir>: builds and checks one configuration in
# <dir>; its result line is <dir>/result
sweep_one() {
	arch=$1 cfg=$2 d=$3
	mkdir -p "$d"
	arch_facts "$arch" || {
		echo "FAIL(arch) $linux $arch $cfg: no such architecture" >"$d/result"
		return
	}
	case $cfg in
	rand:*)	# the seed's configuration, made once for both builds: the
		# plugin's options, given to randconfig, would change what the
		# seed draws for everything else
		base=def:$d/seed.config
		if [ ! -f "$d/seed.config" ]; then
			sweep_config "$arch" >"$d/seed.frag"
			make -C "$ksrc" O="$d/seed" ARCH="$karch" CROSS_COMPILE="$cross" \
				KCONFIG_SEED="${cfg#rand:}" KCONFIG_ALLCONFIG="$d/seed.frag" \
				randconfig >"$d/seed.log" 2>&1 &&
			cp "$d/seed/.config" "$d/seed.config" || {
				echo "FAIL(randconfig) $linux $arch $cfg: see $d/seed.log" >"$d/result"
				return
			}
		fi ;;
	*)	base=def:$cfg ;;
	esac
	# where objtool validates (x86_64), the verify build links the objects
	# compiled without the plugin: its kernel is the dce build's, and
	# comparing the two would prove nothing but cost a build.  Each
	# object's proof is the verify log's.
	t_dce=-
	if [ -z "$objtool" ]; then
		start=$(date +%s)
		if ! KCONFIG_BASE=$base "$here/build.sh" "$arch" dce "$ksrc" "$d/dce" >"$d/dce.log" 2>&1; then
			if grep -q "did not survive" "$d/dce.log"; then
				# a seed where dead code elimination cannot be had
				echo "skip $linux $arch $cfg: $(grep -m1 'did not survive' "$d/dce.log" | sed 's/^ *CONFIG *//')" >"$d/result"
			else
				echo "broken $linux $arch $cfg: fails without the plugin (see $d/dce.log)" >"$d/result"
			fi
			return
		fi
		t_dce=$(($(date +%s) - start))s
	fi
	start=$(date +%s)
	KCONFIG_BASE=$base "$here/build.sh" "$arch" verify "$ksrc" "$d/verify" >"$d/verify.log" 2>&1
	built=$?
	t_verify=$(($(date +%s) - start))
	why=
	[ $built = 0 ] || why="$why build"
	latest "$d/verify/verify.log" >"$d/verify.lines"
	summary=$("$SECTSUBST_VERIFY" --summary "$d/verify.lines" 2>&1) || why="$why verify"
	# an object compiled with the plugin and not in the log would pass
	# unproven
	compiled "$d/verify" | awk 'NR == FNR { logged[$2] = 1; next } !($1 in logged)' \
		"$d/verify.lines" - >"$d/unlogged.txt"
	unlogged=$(wc -l <"$d/unlogged.txt")
	[ "$unlogged" = 0 ] || why="$why unlogged"
	# shellcheck disable=SC2046 # one word per argument
	if [ $built = 0 ] && [ -z "$objtool" ]; then
		"$here/check-tables.sh" -q $(table_args "$arch" "$d/verify/.config") \
			"$d/verify/vmlinux" "$d/dce/vmlinux" >"$d/tables.log" 2>&1 || why="$why tables"
		nobigger "$d/verify/vmlinux" "$d/dce/vmlinux" >"$d/size.log" || why="$why size"
		objtool_warnings "$d/dce/build.log" >"$d/objtool-dce.txt"
		objtool_warnings "$d/verify/build.log" >"$d/objtool-verify.txt"
		cmp -s "$d/objtool-dce.txt" "$d/objtool-verify.txt" || why="$why objtool"
	fi
	counts=$(echo "$summary" | awk '
		/^objects:/ { o = $2; m = $4; n = $7 }
		/^asms:/ { gsub(",", ""); a = $2; s = $5; r = $7 }
		/^warnings:/ { w = $2 }
		END { printf "objects=%d mismatches=%d unverified=%d asms=%d renamed=%d references=%d warnings=%d", o, m, n, a, s, r, w }')
	counts="$counts unlogged=$unlogged"
	verdict=pass
	[ -z "$why" ] || verdict="FAIL(${why# })"
	echo "$verdict $linux $arch $cfg $counts dce=$t_dce verify=${t_verify}s" >"$d/result"
}

for c in $configs; do
	arch=${c%%:*} cfg=${c#*:}
	d=$sweep/$arch-$(echo "$cfg" | tr : -)
	if [ ! -f "$d/result" ]; then
		echo "  SWEEP   $linux $arch $cfg"
		sweep_one "$arch" "$cfg" "$d"
	fi
	cat "$d/result"
done

# the summary, of every configuration swept so far for this tree
cat "$sweep"/*/verify.lines >"$sweep/all-verify.log" 2>/dev/null
{
	cat "$sweep"/*/result
	echo "verify logs, all configurations:"
	"$SECTSUBST_VERIFY" --summary "$sweep/all-verify.log" | sed 's/^/  /'
	awk '$1 == "pass" { p++ } $1 ~ /^FAIL/ { f++ } $1 == "broken" { b++ } $1 == "skip" { k++ }
		END { printf "kernel-sweep: %d passed, %d failed (%d broken without the plugin, %d without dead code elimination)\n", p, f, b, k }' \
		"$sweep"/*/result
} >"$sweep/summary.txt"
sed -n '/^verify logs/,$p' "$sweep/summary.txt"
! grep -q '^FAIL' "$sweep"/*/result
