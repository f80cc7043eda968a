#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# bench/kernel-cost.sh <outdir> <arch> [rounds]         (make kernel-cost)
#
# What the plugin and the verify mode cost a whole kernel build: the
# configuration (KCONFIG_BASE, default defconfig: kernel/build.sh) built
# from clean in three variants, dce (no plugin), plugin and verify (the
# plugin, every compile verified), <rounds> times (default 2), the order
# reversed every other round (dce plugin verify, verify plugin dce, ...)
# so that a machine that slows down or speeds up during the run weighs on
# every variant alike.  Prints each build's wall time and the ratios of
# the sums: plugin/dce (the plugin's cost) and verify/plugin (the verify
# mode's own).  A ratio within one run, not a time: run it on an
# otherwise idle machine.  The tree is <outdir>/linux (kernel/tree.sh,
# LINUX as there).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
[ $# -ge 2 ] || { echo "usage: $0 <outdir> <arch> [rounds]" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
arch=$2
rounds=${3:-2}
export KCONFIG_BASE="${KCONFIG_BASE:-defconfig}"
"$top/kernel/tree.sh" "$out"
cost=$out/cost-$arch-$KCONFIG_BASE
mkdir -p "$cost"

# the verify mode's wrapper and checker, as make builds them
make -s -C "$top" O="$cost/tools" CC=gcc "$cost/tools/sectsubst-verify" "$cost/tools/ss-tables"
export SECTSUBST_VERIFY="$cost/tools/sectsubst-verify"

: >"$cost/times"
r=1
while [ "$r" -le "$rounds" ]; do
	order="dce plugin verify"
	[ $((r % 2)) = 1 ] || order="verify plugin dce"
	for v in $order; do
		# from an empty directory, every build alike: make clean
		# there, without the build's ARCH, cleaned nothing, and the
		# second round measured links (32 s for a 1,213 s build)
		rm -rf "${cost:?}/$v"
		start=$(date +%s)
		"$top/kernel/build.sh" "$arch" "$v" "$out/linux" "$cost/$v" >"$cost/$v.log" 2>&1 || {
			cat "$cost/$v.log" >&2
			exit 1
		}
		secs=$(($(date +%s) - start))
		echo "round $r $v ${secs}s"
		echo "$v $secs" >>"$cost/times"
	done
	r=$((r + 1))
done
awk -v what="$arch $KCONFIG_BASE, $rounds rounds" '
	{ t[$1] += $2 }
	END {
		printf "%s: dce %ds, plugin %ds, verify %ds\n", what, t["dce"], t["plugin"], t["verify"]
		printf "plugin/dce %.3f, verify/plugin %.3f\n", t["plugin"] / t["dce"], t["verify"] / t["plugin"]
	}' "$cost/times" | tee "$cost/summary.txt"
