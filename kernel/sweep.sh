#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/sweep.sh <outdir> [<arch>:<config>...]     (make kernel-sweep)
# kernel/sweep.sh --list [<arch>:<config>...]       the configurations
#
# Whole kernel builds under the verify mode: for each configuration of
# kernel/sweep.list for Linux $LINUX (6.1, the default, or 6.12), or
# those named, in <outdir>/sweep/<arch>-<config>:
#
#   verify   dead code elimination and the plugin at the architecture's
#            own tables, every compile through sectsubst-verify
#            (kernel/build.sh), which keeps each object compiled without
#            the plugin beside the plugin's (SECTSUBST_VERIFY_OUTPUT=both)
#   dce      the baseline: the verify build linked again with those
#            objects, the kernel without the plugin (see baseline())
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
# When the verify build fails, the configuration is built without the
# plugin (kernel/build.sh's dce): a seed that fails there too is broken
# without the plugin, and one whose choices rule out dead code
# elimination (a fragment's line that did not survive) is skipped: each
# reported as such, and counted apart.
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
. "$here/sweep-lib.sh"
[ $# -ge 1 ] || { echo "usage: $0 <outdir>|--list [<arch>:<config>...]" >&2; exit 2; }
outdir=$1
shift
linux=${LINUX:-7.3}
export LINUX="$linux"
export KCONFIG_PROBABILITY="${KCONFIG_PROBABILITY:-10}"
# the same version string in every link of a tree (link-vmlinux.sh counts
# links otherwise), so that the baseline's second link must give the
# verify build's kernel byte for byte; a date, which usr/gen_initramfs.sh
# reads with date -d
export KBUILD_BUILD_VERSION=1 KBUILD_BUILD_TIMESTAMP="2026-01-01 00:00:00 UTC"

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
export SECTSUBST_VERIFY="$tools/sectsubst-verify" SECTSUBST_PLUGIN="$tools/sectsubst.so" \
	SS_TABLES="$tools/ss-tables"

# baseline <dir>: the kernel without the plugin, <dir>/dce/vmlinux: the
# verify build linked again with each object compiled with the plugin
# swapped for its compile without it, which the verify mode has just
# proven to have the same code and tables.  Every other input (the
# objects compiled without the plugin anyway, the configuration, the
# linker script, which the plugin's options do not change) is the verify
# build's own, so the two kernels differ by the plugin alone, at the
# cost of two links rather than a second build; what the link compiles
# (version-timestamp.o, .vmlinux.export.o) is compiled without the
# plugin, verified too.  Each link must have made a new vmlinux (the
# swapped objects are touched, so make links again), and the second, with
# the plugin's objects put back, must give the verify kernel byte for byte
# (same_image: but for debug information).
baseline() {
	d=$1 v=$1/verify
	awk '$1 == "ok" { print $2 }' "$d/verify.lines" >"$d/swapped.txt"
	mkdir -p "$d/dce"
	cp "$v/vmlinux" "$d/verify.vmlinux" && cp "$v/build.log" "$d/verify.build.log" &&
	swap "$v" "$d/swapped.txt" plain &&
	SECTSUBST_VERIFY_OUTPUT=plain KCONFIG_BASE=$base \
		"$here/build.sh" "$arch" verify "$ksrc" "$v" >"$d/dce.log" 2>&1 &&
	relinked "$v/vmlinux" "$d/swapped.txt" "$d/dce.log" &&
	cp "$v/vmlinux" "$d/dce/vmlinux" && cp "$v/build.log" "$d/dce/build.log" &&
	unswap "$d" &&
	KCONFIG_BASE=$base "$here/build.sh" "$arch" verify "$ksrc" "$v" >>"$d/dce.log" 2>&1 &&
	relinked "$v/vmlinux" "$d/dce/vmlinux" "$d/dce.log" &&
	same_image "$v/vmlinux" "$d/verify.vmlinux" >>"$d/dce.log" 2>&1
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
	# a baseline stopped half way: the plugin's objects back in place
	if [ -f "$d/swapped.txt" ] && ! unswap "$d"; then
		echo "FAIL(swap) $linux $arch $cfg: see $d/verify" >"$d/result"
		return
	fi
	# where objtool validates (x86_64), the verify build links the objects
	# compiled without the plugin: its kernel is the one without the
	# plugin, and comparing the two would prove nothing.  Each object's
	# proof is the verify log's.
	start=$(date +%s)
	[ -n "$objtool" ] || export SECTSUBST_VERIFY_OUTPUT=both
	KCONFIG_BASE=$base "$here/build.sh" "$arch" verify "$ksrc" "$d/verify" >"$d/verify.log" 2>&1
	built=$?
	unset SECTSUBST_VERIFY_OUTPUT
	t_verify=$(($(date +%s) - start))
	if [ $built != 0 ] && [ -z "$objtool" ]; then
		# does it build without the plugin?
		if ! KCONFIG_BASE=$base "$here/build.sh" "$arch" dce "$ksrc" "$d/dce" >"$d/dce.log" 2>&1; then
			if grep -q "did not survive" "$d/dce.log"; then
				# a seed where dead code elimination cannot be had
				echo "skip $linux $arch $cfg: $(grep -m1 'did not survive' "$d/dce.log" | sed 's/^ *CONFIG *//')" >"$d/result"
			else
				echo "broken $linux $arch $cfg: fails without the plugin (see $d/dce.log)" >"$d/result"
			fi
			return
		fi
	fi
	why=
	[ $built = 0 ] || why="$why build"
	latest "$d/verify/verify.log" >"$d/verify.lines"
	t_dce=-
	if [ $built = 0 ] && [ -z "$objtool" ]; then
		start=$(date +%s)
		baseline "$d" || why="$why baseline"
		t_dce=relink:$(($(date +%s) - start))s
		# the baseline's link compiled some objects again
		latest "$d/verify/verify.log" >"$d/verify.lines"
	fi
	summary=$("$SECTSUBST_VERIFY" --summary "$d/verify.lines" 2>&1) || why="$why verify"
	unlogged "$d/verify" "$d/verify.lines" >"$d/unlogged.txt"
	unlogged=$(wc -l <"$d/unlogged.txt")
	[ "$unlogged" = 0 ] || why="$why unlogged"
	# shellcheck disable=SC2046 # one word per argument
	if [ $built = 0 ] && [ -z "$objtool" ] && [ -f "$d/dce/vmlinux" ]; then
		"$here/check-tables.sh" -q $(table_args "$arch" "$d/verify/.config") \
			"$d/verify/vmlinux" "$d/dce/vmlinux" >"$d/tables.log" 2>&1 || why="$why tables"
		nobigger "$d/verify/vmlinux" "$d/dce/vmlinux" >"$d/size.log" || why="$why size"
		objtool_warnings "$d/dce/build.log" >"$d/objtool-dce.txt"
		objtool_warnings "$d/verify.build.log" >"$d/objtool-verify.txt"
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
