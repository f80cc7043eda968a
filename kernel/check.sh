#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/check.sh <outdir> [arch...]          (make kernel-check)
#
# The Linux integration, end to end, from Debian's linux-source-$LINUX
# tarball (LINUX: 7.3, the default, 7.2 or 6.12): extract it into
# <outdir>/linux (once), apply the series with
# kernel/apply.sh, then for each arch (default: arm riscv) build the
# minimal configuration three times (dce, plugin, neg; a defconfig twice,
# without neg), boot each under
# qemu with the test initramfs, and decode the exception table:
#
#   dce     DCE without the plugin: boots, every test passes
#   plugin  DCE with the plugin: boots, every test passes, no orphan
#           section, and check-tables.sh against dce: every entry in
#           present code, every present function has all its entries;
#           the per-file opt-out, modpost's view of the pieces,
#           CONFIG_WERROR and the WARN check's bounds checked on its tree
#   neg     the negative control (refs=no, pieces not kept): must oops,
#           or fail (ARM with .pv_table split),
#           which proves the boot test can fail; check-tables.sh must
#           see the loss
#
# and first, on made-up trees, make kernel-sweep's own checks, each
# shown to fail where it must (kernel/sweep-test.sh).
#
# Environment: LINUX, LINUX_TARBALL (default
# /usr/src/linux-source-$LINUX.tar.xz),
# JOBS, BOOT_TIMEOUT, KCONFIG_BASE (minimal; defconfig for
# vexpress_defconfig/malta_defconfig/mpc885_ads_defconfig/riscv's
# defconfig plus the fragment, mpc885_ads not booted; smp for ARM's
# minimal one with SMP and without SMP_ON_UP; efi for ARM's minimal one
# with the EFI stub).
set -u
# boot.sh boots; only warn_bounds asks it to judge a log again
unset BOOT_LOG_ONLY

here=$(cd "$(dirname "$0")" && pwd)
. "$here/arch.sh"
. "$here/relink.sh"
[ $# -ge 1 ] || { echo "usage: $0 <outdir> [arch...]" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
shift
[ $# -gt 0 ] || set -- arm riscv
archs=$*
linux=${LINUX:-7.3}
base=${KCONFIG_BASE:-minimal}

missing=
for t in patch cpio flex bison bc g++; do
	command -v $t >/dev/null || missing="$missing $t"
done
for arch in $archs; do
	arch_facts "$arch" || exit 2
	for t in "$qemu" "${cross}gcc"; do
		command -v "$t" >/dev/null || missing="$missing $t"
	done
done
for h in /usr/include/openssl/ssl.h /usr/include/gelf.h; do
	[ -e $h ] || missing="$missing $h"
done
if [ -n "$missing" ]; then
	echo "kernel-check: missing:$missing" >&2
	echo "kernel-check: as root, scripts/deps.sh kernel $linux $archs installs them" >&2
	exit 2
fi

ksrc=$out/linux
"$here/tree.sh" "$out" || exit 1
for arch in $archs; do
	"$here/mkinitramfs.sh" "$arch" "$ksrc" "$out/rootfs" || exit 1
done

passed=0
failed=0
result() {
	if [ "$1" = 0 ]; then
		passed=$((passed + 1))
		echo "PASS: $2"
	else
		failed=$((failed + 1))
		echo "FAIL: $2"
	fi
}

# optout <build dir>: kernel/futex/waitwake.c, whose futex_wake_op() has
# __ex_table entries on every architecture tested, compiled to assembly
# as built (pieces named after the function) and with the per-file
# opt-out (only the plain table)
optout() {
	s=kernel/futex/waitwake.s
	waitwake_s "$1" &&
	grep -q '__ex_table\.text\.futex_wake_op' "$1/$s" &&
	waitwake_s "$1" 'CFLAGS_waitwake.o=$(DISABLE_SECTSUBST_PLUGIN)' &&
	! grep -q '__ex_table\.' "$1/$s" &&
	grep -q '__ex_table' "$1/$s"
}

# warn_bounds <build dir>: boot.sh's WARN check, the negative control on
# the plugin boot's own log (where the WARN address comes as a number,
# without KALLSYMS).  With the address moved to lkdtm_WARNING's last
# byte the log must still pass; moved to the byte after it, it must
# fail.  On a 64-bit kernel the two differ below the precision of the
# doubles awk counts in.  Exit 2: no numeric WARN address to move.
warn_bounds() {
	grep -qE '^WARNING: (CPU: .* at [^ ]* 0x[0-9a-f]*|[^ ]*:[0-9]* at 0x[0-9a-f]*, CPU#.*)$' \
		"$1/boot.log" || return 2
	set -- "$1" $(${cross}nm -S "$1/vmlinux" | awk '$4 == "lkdtm_WARNING" { print $1, $2 }')
	[ $# = 3 ] || return 1
	# the low 48 bits of start + size, as boot.sh compares them: the
	# shell's arithmetic is signed, and clamps a 64-bit kernel address
	hi=
	[ ${#2} -le 12 ] || hi=${2%????????????}
	lo=${2#"$hi"}
	rejudge "$1" last "$hi$(printf "%0${#lo}x" $((0x$lo + 0x$3 - 1)))" || return 1
	rejudge "$1" after "$hi$(printf "%0${#lo}x" $((0x$lo + 0x$3)))"
	[ $? = 1 ]
}

# rejudge <build dir> <name> <address>: boot.sh's verdict (expecting a
# pass) on the boot's log with the WARN address replaced, kept as
# boot-<name>.log, its output as boot-<name>.out
rejudge() {
	sed -e "s/^\(WARNING: CPU: .* at [^ ]* \)0x[0-9a-f]*$/\10x$3/" \
		-e "s/^\(WARNING: [^ ]*:[0-9]* at \)0x[0-9a-f]*\(, CPU#.*\)$/\10x$3\2/" \
		"$1/boot.log" >"$1/boot-$2.log"
	cp "$1/boot.log.rc" "$1/boot-$2.log.rc"
	BOOT_LOG_ONLY=1 "$here/boot.sh" "$arch" "$1" /dev/null \
		"$1/boot-$2.log" pass >"$1/boot-$2.out" 2>&1
}

# waitwake_s <build dir> [<make argument>]: kbuild compiles
# kernel/futex/waitwake.s in <build dir>, with the argument; its saved
# command (has_flag) then says what the plugin was given
waitwake_s() {
	# shellcheck disable=SC2086 # no argument, or one
	make -C "$ksrc" O="$1" ARCH="$karch" CROSS_COMPILE="$cross" \
		kernel/futex/waitwake.s ${2:-} >"$1/waitwake.log" 2>&1 || {
		# CI keeps only this output: say why
		echo "  make kernel/futex/waitwake.s ${2:-} failed:"
		grep -v "^make" "$1/waitwake.log" | tail -n 5 | sed "s/^/    /"
		return 1
	}
}

# has_flag <build dir> <flag>: waitwake.s's last compile had <flag>
has_flag() {
	grep -q -- " $2 " "$1/kernel/futex/.waitwake.s.cmd"
}

# werror <build dir>: (the 6.12 series) with CONFIG_WERROR (set on
# make's command line, where it overrides the configuration's value),
# waitwake.c is compiled with -Werror and the plugin's diagnostics as
# notes, which -Werror leaves alone (the suite's diag-as-note.c and
# diag-werror.c show both halves on the plugin itself)
werror() {
	waitwake_s "$1" CONFIG_WERROR=y &&
	has_flag "$1" -Werror &&
	has_flag "$1" -fplugin-arg-sectsubst-diagnostics=note
}

# extra_warn <build dir>: (the 7.x series) the plugin's diagnostics are
# output only W=1 asks for: none without it, notes with it (which
# CONFIG_WERROR leaves alone); waitwake.s compiled without W=1, then
# with it (the suite's diag-none.c and diag-as-note.c show what each
# value does)
extra_warn() {
	waitwake_s "$1" &&
	has_flag "$1" -fplugin-arg-sectsubst-diagnostics=none &&
	waitwake_s "$1" W=1 &&
	has_flag "$1" -fplugin-arg-sectsubst-diagnostics=note
}

# orphans <build dir>: a piece the linker script does not collect is an
# orphan section, which the kernel's LD_ORPHAN_WARN reports (the plugin
# depends on it): the build's objects relinked with its script, no
# orphan; without the pattern that collects __ex_table's pieces, an
# orphan warning for a piece (or the link's error, with WERROR)
orphans() {
	s=$1/arch/$karch/kernel/vmlinux.lds
	d=$1/orphans
	rm -rf "$d"
	mkdir -p "$d"
	relink "$1" "$d/as-built" --script "$s" &&
	! grep -q 'orphan section' "$d/as-built/build.log" &&
	sed 's/\*(__ex_table\.\*)//' "$s" >"$d/no-pieces.lds" &&
	! cmp -s "$s" "$d/no-pieces.lds" || return 1
	relink "$1" "$d/no-pieces" --script "$d/no-pieces.lds"
	grep -q "orphan section \`__ex_table\.text" "$d/no-pieces/build.log"
}

# hidden <name> <cc> [<config line>...]: the architecture's minimal
# configuration with the plugin, and the lines, configured (only) with
# <cc> in <outdir>/kconfig-<arch>-<name>: GCC plugins and dead code
# elimination are there, and each line, yet Kconfig does not offer
# GCC_PLUGIN_SECTSUBST
hidden() {
	d=$out/kconfig-$arch-$1
	c=$2
	shift 2
	mkdir -p "$d"
	{ cat "$here/configs/$arch-minimal.config" "$here/configs/sectsubst.config"
	  printf '%s\n' "$@"; } >"$d/fragment.config"
	make -C "$ksrc" O="$d" ARCH="$karch" CROSS_COMPILE="$cross" CC="$c" \
		KCONFIG_ALLCONFIG="$d/fragment.config" allnoconfig >"$d/log" 2>&1 &&
	grep -qx 'CONFIG_GCC_PLUGINS=y' "$d/.config" &&
	grep -qx 'CONFIG_LD_DEAD_CODE_DATA_ELIMINATION=y' "$d/.config" || return 1
	for l; do
		grep -qxF "$l" "$d/.config" || return 1
	done
	! grep -q '^CONFIG_GCC_PLUGIN_SECTSUBST=' "$d/.config"
}

# modpost_pieces <build dir>: the tree's modpost on a vmlinux.o whose
# __ex_table piece holds an entry into code and one into data
# (modpost-extable.S): it must report the second and nothing else, the
# .fixup pieces and the halves of place-relative entries included
modpost_pieces() {
	d=$1/modpost-pieces
	mkdir -p "$d" || return 1
	case $arch in
	arm)	fixup=.text.fixup.text.f entry='.long a, b' ;;
	m68k|mips) fixup=.fixup.text.f entry='.long a, b' ;;
	ppc)	fixup=.fixup.text.f entry='.long a - ., b - .' ;;
	riscv)	fixup=.text.f entry='.long a - ., b - .; .short 0, 0' ;;
	esac
	for v in good bad; do
		flag=
		[ $v = good ] || flag=-DBAD
		"${cross}gcc" -c -x assembler-with-cpp $flag "-DFIXUP=$fixup" \
			"-DENTRY(a,b)=$entry" "$here/modpost-extable.S" \
			-o "$d/vmlinux.o" &&
		(cd "$d" && "$1/scripts/mod/modpost" -o /dev/null vmlinux.o) \
			>"$d/$v.log" 2>&1
		echo "modpost exit $?" >>"$d/$v.log"
	done
	grep -qx 'modpost exit 0' "$d/good.log" &&
	[ "$(wc -l <"$d/good.log")" = 1 ] &&
	grep -q "__ex_table\.text\.f+0x[0-9a-f]* references non-executable section '\.data\.d'" \
		"$d/bad.log" &&
	! grep -qx 'modpost exit 0' "$d/bad.log"
}

# the series is posted with the plugin source in it
"$here/series.sh" check "$linux"
result $? "the $linux series carries this tree's plugin source"

# make kernel-sweep's checks, each able to fail: a sweep runs for hours,
# outside CI, on faults that do not happen on their own
for c in $("$here/sweep-test.sh" --list); do
	"$here/sweep-test.sh" "$out/sweep-test" "$c"
	result $? "kernel-sweep's $c check (kernel/sweep-test.sh)"
done

# Kconfig hides the plugin where it would not work: for a GCC the plugin
# is not written for (its gccfacts.h stops the build outside 11 to 16),
# and on ARM with XIP_KERNEL, whose linker script is not converted.  The
# plugin builds below prove that it is offered otherwise.  The 7.x series
# (v2 of the posting) has these fixes and the orphan check; 6.12's (v1)
# has neither.
v2=
case $linux in
7.*) v2=1 ;;
*) echo "  SKIP    Kconfig's GCC range and XIP, LD_ORPHAN_WARN: not in the $linux series" ;;
esac
if [ "$base" = minimal ] && [ -n "$v2" ]; then
	for arch in $archs; do
		arch_facts "$arch"
		hidden gcc-17 "$here/cc-major.sh 17 ${cross}gcc" \
			CONFIG_GCC_VERSION=170000
		result $? "$arch: Kconfig hides the plugin from GCC 17"
		hidden gcc-10 "$here/cc-major.sh 10 ${cross}gcc" \
			CONFIG_GCC_VERSION=100000
		result $? "$arch: Kconfig hides the plugin from GCC 10"
		[ "$arch" = arm ] || continue
		hidden xip "${cross}gcc" CONFIG_XIP_KERNEL=y \
			'# CONFIG_ARCH_MULTIPLATFORM is not set' \
			'# CONFIG_ARM_PATCH_PHYS_VIRT is not set'
		result $? "$arch: Kconfig hides the plugin with XIP_KERNEL"
	done
fi

# The negative control proves that the boot test and check-tables.sh can
# fail; the minimal kernels (and the configurations built on them) prove
# it on every architecture.  A defconfig's would cost another full build
# to prove it again with the same checkers.
neg=neg
[ "$base" != defconfig ] || neg=
variants="dce plugin $neg"

for arch in $archs; do
	arch_facts "$arch"
	for v in $variants; do
		b=$out/$arch-$base-$v
		if "$here/build.sh" "$arch" "$v" "$ksrc" "$b"; then
			result 0 "$arch $base $v: build, no orphan section"
		else
			result 1 "$arch $base $v: build, no orphan section"
			continue
		fi
		# mpc885_ads is no board QEMU has: built, checked and decoded,
		# not booted
		boots=1
		[ "$arch-$base" != ppc-defconfig ] || boots=
		if [ -n "$boots" ]; then
			expect=pass
			if [ $v = neg ]; then
				# the minimal kernels oops in the test's first
				# system call through a dropped entry
				expect=oops
				# ARM's __pa()/__va() sites, their .pv_table
				# pieces gone, stay unpatched: it dies before
				# its console
				! grep -q '^CONFIG_ARM_PATCH_PHYS_VIRT=y' "$b/.config" ||
					expect=fail
			fi
			"$here/boot.sh" "$arch" "$b" "$out/rootfs/initramfs-$arch.cpio" \
				"$b/boot.log" $expect
			result $? "$arch $base $v: boot ($expect)"
		fi
		if [ $v = plugin ]; then
			optout "$b"
			result $? "$arch $base: per-file opt-out (DISABLE_SECTSUBST_PLUGIN)"
			if [ -n "$v2" ]; then
				orphans "$b"
				result $? "$arch $base: LD_ORPHAN_WARN reports a table piece the linker script misses"
			fi
			modpost_pieces "$b"
			result $? "$arch $base: modpost checks the __ex_table pieces"
			if [ -n "$v2" ]; then
				extra_warn "$b"
				result $? "$arch $base: the plugin's diagnostics under W=1 only"
			else
				werror "$b"
				result $? "$arch $base: CONFIG_WERROR makes the plugin's diagnostics notes"
			fi
			if [ -z "$boots" ]; then
				echo "  SKIP    the WARN check's bounds: $arch $base is not booted"
			else
				warn_bounds "$b"
				case $? in
				0) result 0 "$arch $base: the WARN check takes lkdtm_WARNING's last byte, not the next" ;;
				1) result 1 "$arch $base: the WARN check takes lkdtm_WARNING's last byte, not the next" ;;
				*) echo "  SKIP    the WARN check's bounds: no WARN with a numeric address in $b/boot.log" ;;
				esac
			fi
		fi
	done
	# shellcheck disable=SC2046 # one word per argument
	set -- $(table_args "$arch" "$out/$arch-$base-plugin/.config")
	if [ -f "$out/$arch-$base-plugin/vmlinux" ] &&
	   [ -f "$out/$arch-$base-dce/vmlinux" ]; then
		"$here/check-tables.sh" -q "$@" -o "$out/$arch-$base-tables" \
			"$out/$arch-$base-plugin/vmlinux" "$out/$arch-$base-dce/vmlinux"
		result $? "$arch $base: tables of plugin against dce"
		nobigger "$out/$arch-$base-plugin/vmlinux" "$out/$arch-$base-dce/vmlinux"
		result $? "$arch $base: plugin no bigger than dce"
	fi
	if [ -n "$neg" ] &&
	   [ -f "$out/$arch-$base-neg/vmlinux" ] &&
	   [ -f "$out/$arch-$base-dce/vmlinux" ]; then
		# the checker's own negative control: it must see the loss
		if "$here/check-tables.sh" -q "$@" "$out/$arch-$base-neg/vmlinux" \
			"$out/$arch-$base-dce/vmlinux" >"$out/$arch-$base-neg/tables.log" 2>&1; then
			result 1 "$arch $base: tables of neg against dce must mismatch"
		else
			tail -1 "$out/$arch-$base-neg/tables.log" | sed 's/^/  /'
			result 0 "$arch $base: tables of neg against dce must mismatch"
		fi
	fi
done

echo "kernel-check: $passed passed, $failed failed"
[ $failed = 0 ]
