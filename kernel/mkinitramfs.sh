#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/mkinitramfs.sh <arm|mips|ppc|riscv> <linux-tree> <outdir>
#
# Builds the boot test's /init (kernel/init/init.c) statically with the
# cross compiler and the kernel's own nolibc (tools/include/nolibc), and
# packs it with /dev/console into <outdir>/initramfs-<arch>.cpio with the
# kernel's usr/gen_init_cpio.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 3 ] || { echo "usage: $0 <arm|mips|ppc|riscv> <linux-tree> <outdir>" >&2; exit 2; }
arch=$1
ksrc=$2
out=$3

. "$here/arch.sh"
arch_facts "$arch" || exit 2
cc=${cross}gcc
case $arch in
arm)	# ARM mode: nolibc's syscalls use r7, Thumb's frame pointer
	flags=-marm ;;
mips)	# the kernel has no FPU emulation in the minimal config
	flags=-msoft-float ;;
ppc)	# e500 has no classic FPU (nor the minimal kernel an emulation);
	# nolibc's start code sets no small-data base
	flags="-mcpu=powerpc -msoft-float -msdata=none" ;;
riscv)	# the minimal kernel has no FPU support
	flags="-march=rv64imac -mabi=lp64" ;;
m68k)	# the virt machine's 68040 has the FPU gcc's default 68020 code expects
	flags= ;;
esac

mkdir -p "$out"
"$cc" -Os $flags -Wall -Werror -static -nostdlib -fno-stack-protector \
	-fno-asynchronous-unwind-tables -fno-pic -no-pie \
	-I "$ksrc/tools/include/nolibc" \
	-o "$out/init-$arch" "$here/init/init.c" -lgcc

${HOSTCC:-cc} -O2 -o "$out/gen_init_cpio" "$ksrc/usr/gen_init_cpio.c"
cat >"$out/initramfs-$arch.list" <<EOF
dir /dev 0755 0 0
nod /dev/console 0600 0 0 c 5 1
file /init $out/init-$arch 0755 0 0
EOF
"$out/gen_init_cpio" "$out/initramfs-$arch.list" >"$out/initramfs-$arch.cpio"
echo "  INITRAMFS $out/initramfs-$arch.cpio"
