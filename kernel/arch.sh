# SPDX-License-Identifier: GPL-2.0-or-later
#
# Sourced by the kernel/ scripts: what each tested architecture is called
# by the kernel, its cross toolchain and its qemu, in one place.
#
# arch_facts <arm|mips|ppc|riscv> sets karch (the kernel's ARCH), cross (the
# CROSS_COMPILE prefix) and qemu (the qemu-system binary), or fails.
arch_facts() {
	case $1 in
	arm)	karch=arm cross=arm-linux-gnueabihf- qemu=qemu-system-arm ;;
	mips)	karch=mips cross=mips-linux-gnu- qemu=qemu-system-mips ;;
	ppc)	karch=powerpc cross=powerpc-linux-gnu- qemu=qemu-system-ppc ;;
	riscv)	karch=riscv cross=riscv64-linux-gnu- qemu=qemu-system-riscv64 ;;
	*)	echo "unknown architecture '$1' (arm, mips, ppc, riscv)" >&2
		return 1 ;;
	esac
}
