#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/build.sh <arm|mips|ppc|riscv|x86_64> <variant> <linux-tree> <outdir>
#
# Configures (allnoconfig + kernel/configs/<arch>-minimal.config; with
# KCONFIG_BASE=defconfig, a defconfig + <arch>-defconfig.config:
# vexpress, malta, mpc885_ads, riscv's defconfig; with another
# KCONFIG_BASE, such as smp, the minimal one + <arch>-<base>.config; for
# kernel/sweep.sh, KCONFIG_BASE=def:<name>, the defconfig <name> or, as
# an absolute path, a configuration file of its own, such as a randconfig
# seed's, + sweep.config + <arch>-sweep.config) and builds one variant of
# the kernel out of tree in <outdir>:
#
#   nodce    without dead code elimination
#   dce      LD_DEAD_CODE_DATA_ELIMINATION, no plugin
#   plugin   LD_DEAD_CODE_DATA_ELIMINATION and GCC_PLUGIN_SECTSUBST
#   neg      the negative control: the plugin with refs=no, so that no
#            function references its table pieces and --gc-sections drops
#            every entry written by C code (a broken kernel, on purpose)
#   verify   the plugin build, every compile through sectsubst-verify
#            (SECTSUBST_VERIFY: the wrapper), its log <outdir>/verify.log;
#            on x86_64, which has no dead code elimination and does not
#            offer the plugin, the plugin (SECTSUBST_PLUGIN) comes
#            through KCFLAGS, with the tables x86's C asm writes per call
#            site (x86 has no sectsubst-tables-y of its own), and the build
#            goes on with the objects compiled without it
#            (SECTSUBST_VERIFY_OUTPUT=plain): objtool never sees a piece
#
# Checks that every line of the fragments made it into .config and that
# the link reports no orphan section; the log is <outdir>/build.log.
# Builds incrementally, but from scratch when the plugin's source changed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 4 ] || {
	echo "usage: $0 <arm|mips|ppc|riscv|x86_64> <nodce|dce|plugin|neg|verify> <linux-tree> <outdir>" >&2
	exit 2
}
arch=$1
variant=$2
ksrc=$(cd "$3" && pwd)
mkdir -p "$4"
out=$(cd "$4" && pwd)
base=${KCONFIG_BASE:-minimal}
jobs=${JOBS:-$(nproc)}

. "$here/arch.sh"
arch_facts "$arch" || exit 2
case $arch-$base in
arm-defconfig)	target="zImage $(vexpress_dtb "$ksrc")" ;;
arm-*)		target=zImage ;;
riscv-*)	target=Image ;;
*)		target=vmlinux ;;
esac

# the configuration's fragments
config() {
	case $base in
	minimal|defconfig) cat "$here/configs/$arch-$base.config" ;;
	def:*) sweep_config "$arch" ;;
	*) cat "$here/configs/$arch-minimal.config" "$here/configs/$arch-$base.config" ;;
	esac
}
frag=$out/fragment.config
case $variant in
nodce)	config | grep -v '^CONFIG_LD_DEAD_CODE_DATA_ELIMINATION=' >"$frag"
	echo "# CONFIG_LD_DEAD_CODE_DATA_ELIMINATION is not set" >>"$frag" ;;
dce)	config >"$frag" ;;
plugin|neg)
	{ config; cat "$here/configs/sectsubst.config"; } >"$frag" ;;
verify)	{ config; [ -n "$objtool" ] || cat "$here/configs/sectsubst.config"; } >"$frag" ;;
*)	echo "$0: unknown variant $variant" >&2; exit 2 ;;
esac

# the negative control's compiler adds refs=no wherever the plugin loads
cc=${cross}gcc
kcflags=
case $variant in
neg)	cc="$here/neg-cc.sh $cc" ;;
verify)	cc="${SECTSUBST_VERIFY:?the verify variant needs SECTSUBST_VERIFY} $cc"
	export SECTSUBST_VERIFY_LOG="$out/verify.log"
	if [ -n "$objtool" ]; then
		kcflags="-fplugin=${SECTSUBST_PLUGIN:?x86_64 needs SECTSUBST_PLUGIN}"
		kcflags="$kcflags -fplugin-arg-sectsubst-tables=__ex_table,__bug_table,__jump_table"
		export SECTSUBST_VERIFY_OUTPUT=plain
	fi ;;
esac
make_k() {
	[ -z "$kcflags" ] || set -- KCFLAGS="$kcflags" "$@"
	make -C "$ksrc" O="$out" ARCH="$karch" CROSS_COMPILE="$cross" CC="$cc" "$@"
}

log=$out/build.log
: >"$log"
case $base-$arch in
defconfig-arm)		defconfig=vexpress_defconfig ;;
defconfig-m68k)		defconfig=virt_defconfig ;;
defconfig-mips)		defconfig=malta_defconfig ;;
defconfig-ppc)		defconfig=mpc885_ads_defconfig ;;
defconfig-riscv)	defconfig=defconfig ;;
def:*)			defconfig=${base#def:} ;;
*)			defconfig= ;;
esac
if [ -z "$defconfig" ]; then
	make_k KCONFIG_ALLCONFIG="$frag" allnoconfig >>"$log" 2>&1
else
	# the defconfig, then the fragment on top
	case $defconfig in
	/*) cp "$defconfig" "$out/.config" ;;
	*) make_k "$defconfig" >>"$log" 2>&1 ;;
	esac
	(cd "$out" && "$ksrc/scripts/kconfig/merge_config.sh" -m .config "$frag") >>"$log" 2>&1
	make_k olddefconfig >>"$log" 2>&1
fi
missing=0
while read -r line; do
	case $line in
	CONFIG_*=*) grep -qxF "$line" "$out/.config" ;;
	"# CONFIG_"*" is not set")
		sym=${line#\# }
		sym=${sym%% *}
		! grep -q "^$sym=" "$out/.config" ;;
	*) true ;;
	esac || {
		echo "  CONFIG  $arch-$variant: '$line' did not survive" >&2
		missing=1
	}
done <"$frag"
[ $missing = 0 ] || exit 1
# Kbuild does not rebuild objects when a plugin changes: do it here, so
# that the kernel is built with the plugin source apply.sh copied in.
if [ "$variant" = plugin ] || [ "$variant" = neg ] || [ "$variant" = verify ]; then
	sum=$(find "$ksrc/scripts/gcc-plugins/sectsubst" -type f \
		\( -name '*.c' -o -name '*.h' -o -name '*.def' \) \
		-exec cat {} + | cksum)
	if [ -f "$out/vmlinux" ] &&
	   [ "$sum" != "$(cat "$out/.sectsubst.sum" 2>/dev/null)" ]; then
		echo "  CLEAN   $arch-$variant: the plugin source changed"
		make_k clean >>"$log" 2>&1
		# the log of these objects' compiles only; a build stopped half
		# way keeps its lines, since make will not compile those objects
		# again
		[ "$variant" != verify ] || : >"$out/verify.log"
	fi
fi

# cpu <file>: the CPU time (user and system) of the commands run so far,
# in hundredths of a second, from the shell's times, which <file> holds
cpu() {
	echo $((($(awk -f "$here/../scripts/times-ms.awk" "$1") + 5) / 10))
}

# A from-scratch build's wall-clock time is kept for kernel/report.sh;
# its two parts, each wall and CPU time, for bench/kernel-cost.sh in
# cost.txt: prepare (the configuration's host tools and headers, and the
# GCC plugins, which kbuild builds there) and the kernel after it.
fresh=
[ -f "$out/vmlinux" ] || fresh=1
start=$(date +%s)
times >"$out/.times0"
ok=1
make_k -j"$jobs" prepare >>"$log" 2>&1 || ok=
mid=$(date +%s)
times >"$out/.times1"
# shellcheck disable=SC2086
[ -z "$ok" ] || make_k -j"$jobs" $target >>"$log" 2>&1 || ok=
if [ -z "$ok" ]; then
	tail -30 "$log" >&2
	echo "  FAIL    $arch-$variant: build failed, see $log" >&2
	exit 1
fi
end=$(date +%s)
times >"$out/.times2"
secs=$((end - start))
if [ -n "$fresh" ]; then
	echo "$secs s (-j$jobs)" >"$out/build.time"
	c0=$(cpu "$out/.times0") c1=$(cpu "$out/.times1") c2=$(cpu "$out/.times2")
	printf 'prepare %d %d\nkernel %d %d\n' $((mid - start)) $((c1 - c0)) \
		$((end - mid)) $((c2 - c1)) >"$out/cost.txt"
fi
[ -z "${sum:-}" ] || echo "$sum" >"$out/.sectsubst.sum"
orphans=$(grep -c 'orphan section' "$log" || true)
echo "  BUILD   $arch-$variant in ${secs}s: $(${cross}size "$out/vmlinux" | awk 'NR == 2 { printf "text %d data %d bss %d", $1, $2, $3 }'), orphan warnings: $orphans"
if [ "$orphans" != 0 ]; then
	grep 'orphan section' "$log" | sort -u | head -20 >&2
	exit 1
fi
