#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# bench/kernel-cost.sh <outdir> <arch> [rounds]         (make kernel-cost)
#
# What the plugin (and, with COST_VARIANTS="dce plugin verify", the
# verify mode) costs a whole kernel build: the configuration
# (KCONFIG_BASE, default defconfig: kernel/build.sh) built from an empty
# directory in each variant, <rounds> times (default 3), the order
# reversed every other round (dce plugin, plugin dce, ...) so that a
# machine that slows down or speeds up during the run weighs on every
# variant alike.  Each build is two parts (kernel/build.sh's cost.txt):
# prepare, where kbuild builds the GCC plugins (the plugin's own compile,
# C++, which the build without it does not have), and the kernel after
# it.  Prints each build's parts, wall and CPU (user + system) time, then
# the ratios of the sums for the kernel alone, plugin/dce (and
# verify/plugin), and the plugin's compile: the prepare time the plugin
# build has beyond dce's.  CPU time holds on a shared machine, wall time
# on an idle one.  Then bench/cost-parts.sh compares the last round's two
# builds part by part (cc1, as, objtool, ld -r, modpost, the link), in
# pairs of commands, which a shared machine's drift does not reach.  The
# tree is <outdir>/linux (kernel/tree.sh, LINUX as there).  A run stopped
# part way goes on from its last whole round.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
[ $# -ge 2 ] || { echo "usage: $0 <outdir> <arch> [rounds]" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
arch=$2
rounds=${3:-3}
variants=${COST_VARIANTS:-dce plugin}
export KCONFIG_BASE="${KCONFIG_BASE:-defconfig}"
"$top/kernel/tree.sh" "$out"
cost=$out/cost-$arch-$KCONFIG_BASE
mkdir -p "$cost"

# the verify mode's wrapper and checker, as make builds them
make -s -C "$top" O="$cost/tools" CC=gcc "$cost/tools/sectsubst-verify" "$cost/tools/ss-tables"
export SECTSUBST_VERIFY="$cost/tools/sectsubst-verify"

# resumable: the whole rounds of an earlier run with the same variants
# stay, and the run goes on after them (a round cut off runs again)
if [ "$(cat "$cost/variants" 2>/dev/null)" = "$variants" ] && [ -f "$cost/times" ]; then
	awk -v parts=$(($(echo "$variants" | wc -w) * 2)) '
		{ n[$1]++; l[$1] = l[$1] $0 "\n" }
		END { for (r = 1; n[r] == parts; r++) printf "%s", l[r] }' \
		"$cost/times" >"$cost/times.whole"
	mv "$cost/times.whole" "$cost/times"
else
	echo "$variants" >"$cost/variants"
	: >"$cost/times"
fi
r=$(($(awk 'END { print $1 + 0 }' "$cost/times") + 1))
[ "$r" = 1 ] || echo "rounds 1 to $((r - 1)) from an earlier run ($cost/times)"
while [ "$r" -le "$rounds" ]; do
	order=$variants
	[ $((r % 2)) = 1 ] || order=$(printf '%s\n' $variants | tac | tr '\n' ' ')
	for v in $order; do
		# from an empty directory, every build alike: make clean
		# there, without the build's ARCH, cleaned nothing, and the
		# second round measured links (32 s for a 1,213 s build)
		rm -rf "${cost:?}/$v"
		"$top/kernel/build.sh" "$arch" "$v" "$out/linux" "$cost/$v" >"$cost/$v.log" 2>&1 || {
			cat "$cost/$v.log" >&2
			exit 1
		}
		# round variant part wall-seconds cpu-hundredths
		sed "s/^/$r $v /" "$cost/$v/cost.txt" | tee -a "$cost/times"
	done
	r=$((r + 1))
done
awk -v what="$arch $KCONFIG_BASE, $rounds rounds" -v rounds="$rounds" \
	-f "$here/cost-summary.awk" "$cost/times" | tee "$cost/summary.txt"
# the last round's two builds, part by part (COST_PARTS_STEP: every
# step-th object; 0: not at all)
step=${COST_PARTS_STEP:-1}
[ "$step" = 0 ] ||
	"$here/cost-parts.sh" "$cost/dce" "$cost/plugin" "$arch" "$step" |
	tee -a "$cost/summary.txt"
