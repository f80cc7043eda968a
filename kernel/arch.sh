# SPDX-License-Identifier: GPL-2.0-or-later
#
# Sourced by the kernel/ scripts: what each tested architecture is called
# by the kernel, its cross toolchain and its qemu, in one place.
#
# arch_facts <arm|m68k|mips|ppc|riscv|x86_64> sets karch (the kernel's ARCH), cross (the
# CROSS_COMPILE prefix) and qemu (the qemu-system binary), or fails; and
# objtool=validates where objtool checks every object (x86), which the
# plugin's pieces would hide its special sections from: there the kernel
# does not offer the plugin, and the verify variant links the objects
# compiled without it.
arch_facts() {
	objtool=
	case $1 in
	arm)	karch=arm cross=arm-linux-gnueabihf- qemu=qemu-system-arm ;;
	m68k)	karch=m68k cross=m68k-linux-gnu- qemu=qemu-system-m68k ;;
	mips)	karch=mips cross=mips-linux-gnu- qemu=qemu-system-mips ;;
	ppc)	karch=powerpc cross=powerpc-linux-gnu- qemu=qemu-system-ppc ;;
	riscv)	karch=riscv cross=riscv64-linux-gnu- qemu=qemu-system-riscv64 ;;
	# built only (kernel/sweep.sh), by the host's own compiler
	x86_64)	karch=x86_64 cross= qemu=qemu-system-x86_64 objtool=validates ;;
	*)	echo "unknown architecture '$1' (arm, m68k, mips, ppc, riscv, x86_64)" >&2
		return 1 ;;
	esac
}

# vexpress_dtb <tree> prints vexpress_defconfig's device tree, relative to
# the tree's arch/arm/boot/dts: in the vendor directory arm/ since 6.5.
# <tree> is the source (the make target) or the build (the file to boot).
vexpress_dtb() {
	if [ -d "$1/arch/arm/boot/dts/arm" ]; then
		echo arm/vexpress-v2p-ca9.dtb
	else
		echo vexpress-v2p-ca9.dtb
	fi
}

# table_args <arch> <.config> prints check-tables.sh's -t arguments, one
# word a line, for the tables the configuration has: absolute entries, or
# place-relative ones (all three on powerpc and x86_64).
table_args() {
	# sorted at build time, bisected (m68k sorts its table at boot)
	s=
	! grep -q '^CONFIG_BUILDTIME_TABLE_SORT=y' "$2" 2>/dev/null || s=s
	case $1 in
	ppc)	printf "%s\n" -t __ex_table:8:0r$s+1r ;;	# ARCH_HAS_RELATIVE_EXTABLE
	riscv|x86_64)
		printf "%s\n" -t __ex_table:12:0r$s+1r ;;	# and a type and data
	*)	printf "%s\n" -t __ex_table:8:0$s+1 ;;
	esac
	r=
	! grep -q '^CONFIG_GENERIC_BUG_RELATIVE_POINTERS=y' "$2" 2>/dev/null || r=r
	if grep -q '^CONFIG_GENERIC_BUG=y' "$2" 2>/dev/null; then
		if grep -q '^CONFIG_DEBUG_BUGVERBOSE=y' "$2"; then
			printf "%s\n" -t __bug_table:12:0$r	# addr, file, line+flags
		else
			printf "%s\n" -t __bug_table:8:0$r	# addr, flags
		fi
	fi
	r=
	! grep -q '^CONFIG_HAVE_ARCH_JUMP_LABEL_RELATIVE=y' "$2" 2>/dev/null || r=r
	if grep -q '^CONFIG_JUMP_LABEL=y' "$2" 2>/dev/null; then
		# code, target, key (a long)
		if grep -q '^CONFIG_64BIT=y' "$2"; then
			printf "%s\n" -t __jump_table:16:0$r+1$r
		else
			printf "%s\n" -t __jump_table:12:0$r+1$r
		fi
	fi
	if grep -q '^CONFIG_SMP_ON_UP=y' "$2" 2>/dev/null; then
		# ARM: place-relative site (code, or data in head.S), UP insn
		printf "%s\n" -t .alt.smp.init:8:0ra:__smpalt_begin:__smpalt_end
	fi
	if grep -q '^CONFIG_FTRACE_MCOUNT_USE_OBJTOOL=y' "$2" 2>/dev/null; then
		# objtool's mcount pass (32-bit powerpc): every call to
		# _mcount, which objtool must find in the plugin's objects too
		printf "%s\n" -t __mcount_loc:4:0:__start_mcount_loc:__stop_mcount_loc
	fi
	if grep -q '^CONFIG_RISCV_ALTERNATIVE=y' "$2" 2>/dev/null; then
		# RISC-V: the old code and the new (in the same function,
		# or data: .S patches the exception vector table),
		# place-relative; a vendor, the new code's length, a patch id
		printf "%s\n" -t .alternative:16:0ra+1ra:__alt_start:__alt_end
	fi
	if [ "$1" = m68k ] && grep -q '^CONFIG_MMU=y' "$2" 2>/dev/null; then
		# m68k: a fixup type, then the address of an instruction's
		# immediate patched at boot (__pa()/__va())
		printf "%s\n" -t .m68k_fixup:8:1:__start_fixup:__stop_fixup
	fi
	if grep -q '^CONFIG_ARM_PATCH_PHYS_VIRT=y' "$2" 2>/dev/null; then
		# ARM: place-relative address of an instruction patched at boot
		printf "%s\n" -t .pv_table:4:0r:__pv_table_begin:__pv_table_end
	fi
}

# sweep_config <arch>: the sweep's fragment (kernel/sweep.sh), for a
# defconfig or a randconfig seed: sweep.config + <arch>-sweep.config.
# After here= (the kernel/ directory) is set.
sweep_config() {
	cat "$here/configs/sweep.config" "$here/configs/$1-sweep.config"
}

# nobigger <plugin vmlinux> <dce vmlinux>: (after arch_facts) size(1)'s
# total (text + data + bss) no bigger with the plugin.  Pieces that escape their table's
# discard grew the earlier series' SMP, !SMP_ON_UP ARM image by 83 KB.
# The total, not each part: a part moves by its inputs' alignment when
# what precedes it shrinks (ARM minimal: bss +64 bytes, text -14,392).
nobigger() {
	${cross}size "$1" "$2" | awk '
		NR == 2 { t = $1; d = $2; b = $3 }
		NR == 3 { printf "  SIZE    text %d, data %d, bss %d; dce: %d, %d, %d; total %+d\n",
				t, d, b, $1, $2, $3, t + d + b - ($1 + $2 + $3)
			  exit !(t + d + b <= $1 + $2 + $3) }'
}
