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
