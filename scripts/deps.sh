#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Make sure the Debian packages a target needs are installed: as root,
# install the missing ones; otherwise print the apt-get line and fail.
#   scripts/deps.sh build|check|demo|fuzz|bench|kernel
set -e

build="gcc g++ make gcc-12-plugin-dev"
cross="arm-linux-gnueabihf aarch64-linux-gnu riscv64-linux-gnu mips-linux-gnu \
powerpc-linux-gnu"
check="$build dejagnu binutils lld mold lib32gcc-12-dev libc6-dev-i386 \
gcc-11 g++-11 gcc-11-plugin-dev lib32gcc-11-dev lib32stdc++-12-dev lib32stdc++-11-dev \
qemu-user ccache distcc"
for t in $cross; do
	check="$check gcc-$t g++-$t gcc-12-plugin-dev-$t binutils-$t"
done
demo="$build binutils"
fuzz="clang libfuzzer-14-dev"
bench="$build valgrind time bc flex bison libelf-dev libssl-dev linux-source-6.1 \
gcc-arm-linux-gnueabihf gcc-12-plugin-dev-arm-linux-gnueabihf"

kernel="patch cpio flex bison bc libssl-dev libelf-dev linux-source-6.1 \
qemu-system-arm qemu-system-mips qemu-system-ppc g++"
for t in arm-linux-gnueabihf mips-linux-gnu powerpc-linux-gnu; do
	kernel="$kernel gcc-$t gcc-12-plugin-dev-$t"
done

case "$1" in
build) want=$build ;;
check) want=$check ;;
demo) want=$demo ;;
fuzz) want=$fuzz ;;
bench) want=$bench ;;
kernel) want=$kernel ;;
*) echo "usage: $0 build|check|demo|fuzz|bench|kernel" >&2; exit 2 ;;
esac

missing=
for p in $want; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null |
		grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" != 0 ]; then
	echo "missing Debian packages; run as root:" >&2
	echo "  apt-get install -y$missing" >&2
	exit 1
fi
echo "installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q $missing >/dev/null 2>&1 ||
	{ apt-get update -q >/dev/null && apt-get install -y -q $missing; }
