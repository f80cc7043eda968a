#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Make sure the Debian packages a target needs are installed: as root,
# install the missing ones; otherwise print the apt-get line and fail.
# Package names follow each compiler's version (gcc-14 needs
# gcc-14-plugin-dev), and a bare machine, with no gcc at all, gets the
# suite's default compiler first.
#   scripts/deps.sh build|demo [<compiler>]
#   scripts/deps.sh check <compiler>...
#   scripts/deps.sh fuzz|bench|roots
#   scripts/deps.sh kernel <linux version> <arch>...
#   scripts/deps.sh compilers    the compilers make check tests by default
#                                on this Debian suite
#   scripts/deps.sh kernel-source <linux version>
#                                whether this Debian has that kernel source
#                                (6.12: Debian 13; 7.3: Debian 13's
#                                backports, which scripts/root.sh
#                                enables; 7.2: unstable)
set -e

triplets="arm-linux-gnueabihf aarch64-linux-gnu riscv64-linux-gnu \
mips-linux-gnu powerpc-linux-gnu m68k-linux-gnu"

is_root() { [ "$(id -u)" = 0 ]; }

installed() {
	dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q "install ok installed"
}

# apt-get, one at a time: CI's lanes and a developer's own make may
# install at once, and a new machine's unattended upgrades may hold dpkg's
# lock; apt-get fails at once on a held lock unless told to wait.
apt_get() {
	flock /var/lib/apt/sectsubst.lock \
		apt-get -o DPkg::Lock::Timeout=900 "$@"
}

apt_install() {
	echo "installing: $*"
	export DEBIAN_FRONTEND=noninteractive
	apt_get install -y -q "$@" >/dev/null 2>&1 ||
		{ apt_get update -q >/dev/null && apt_get install -y -q "$@"; }
}

# Install (as root) or name (otherwise) whatever of $@ is missing.
want() {
	missing=
	for p in "$@"; do
		installed "$p" || missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	if ! is_root; then
		echo "missing Debian packages; run as root:" >&2
		echo "  apt-get install -y$missing" >&2
		exit 1
	fi
	# shellcheck disable=SC2086
	apt_install $missing
}

# apt's package lists, for the look-ups below: a bare machine has none.
lists() {
	ls /var/lib/apt/lists/*_Packages >/dev/null 2>&1 ||
		{ is_root && apt_get update -q >/dev/null; } || true
}

# Only where the suite has it: binutils 2.44 (Debian 13) moved gold out of
# binutils into binutils-gold, and builds it for fewer targets; Debian 12
# has no such package (only the name, which binutils provides).
if_available() {
	lists
	for p in "$@"; do
		# apt reads a name with a '.' as a regexp where no package has
		# that name (linux-source-6.1 finds linux-source-6.12): only the
		# block of that very name counts
		apt-cache policy "$p" 2>/dev/null | awk -v p="$p:" '
			/^[^ ]/ { mine = $1 == p }
			mine && /^ *Candidate: / && $2 != "(none)" { ok = 1 }
			END { exit !ok }' && echo "$p"
	done
	return 0
}

# The major version of a compiler: from the compiler where it is installed,
# else from what its Debian package depends on (gcc -> gcc-14).
major() {
	cc=$1 pkg=$2
	if command -v "$cc" >/dev/null 2>&1; then
		"$cc" -dumpversion | cut -d. -f1
		return
	fi
	lists
	v=$(apt-cache depends "$pkg" 2>/dev/null |
		sed -n 's/^ *Depends: gcc-\([0-9][0-9]*\)\(-.*\)\{0,1\}$/\1/p' | head -n 1)
	[ -n "$v" ] || { echo "deps.sh: cannot tell the version of $cc" >&2; exit 1; }
	echo "$v"
}

# The packages that build the plugin for one compiler (with the host
# compiler of the same version: the plugin is host code) and, with
# "check", what make check needs to run its tests.
compiler_packages() {
	what=$1 cc=$2
	case $cc in
	gcc | gcc-[0-9]*)
		v=${cc#gcc-}
		[ "$cc" = gcc ] && { echo "gcc g++"; v=$(major gcc gcc); }
		echo "gcc-$v g++-$v gcc-$v-plugin-dev"
		if [ "$what" = check ]; then
			echo "lib32gcc-$v-dev lib32stdc++-$v-dev libc6-dev-i386"
			# GCC's translated messages: verify.exp's German run
			if_available "gcc-$v-locales"
		fi ;;
	*-gcc | *-gcc-[0-9]*)
		t=${cc%-gcc*} v=${cc##*-gcc-}
		if [ "$v" = "$cc" ]; then
			echo "gcc-$t g++-$t"
			v=$(major "$cc" "gcc-$t")
		else
			echo "gcc-$v-$t g++-$v-$t"
		fi
		echo "binutils-$t gcc-$v-plugin-dev-$t"
		if [ "$what" = check ]; then
			if_available "binutils-gold-$t"
			if_available "gcc-$v-locales"
		fi ;;
	*)
		echo "deps.sh: $cc: not a Debian gcc name (gcc, gcc-N, <triplet>-gcc[-N])" >&2
		exit 1 ;;
	esac
}

# gcc first: on a bare machine the default compiler's version names the
# rest, and the host compiler builds the plugin.
base() {
	want make gcc g++ binutils
}

codename() {
	. /etc/os-release
	case $PRETTY_NAME in
	*/sid) echo sid ;;
	*) echo "${VERSION_CODENAME:-unknown}" ;;
	esac
}

compilers() {
	case $(codename) in
	bookworm) set -- gcc-12 gcc-11 ;;
	trixie) set -- gcc-14 gcc-13 ;;
	sid) set -- gcc-16 gcc-15 ;;
	*) set -- gcc ;;
	esac
	echo "$@"
	# the cross compilers of the suite's default version (none for sid)
	[ "$(codename)" = sid ] && return 0
	for t in $triplets; do
		printf '%s-gcc ' "$t"
	done
	echo
}

what=$1
shift || true
case $what in
compilers) compilers | tr '\n' ' ' | sed 's/ *$//'; echo; exit 0 ;;
kernel-source)
	installed "linux-source-$1" && exit 0
	[ -n "$(if_available "linux-source-$1")" ] ;;
build | demo)
	base
	# shellcheck disable=SC2046
	want $(compiler_packages build "${1:-gcc}") ;;
check)
	base
	pkgs="dejagnu lld mold qemu-user ccache distcc procps $(if_available binutils-gold) systemtap-sdt-dev gdb bpftrace"
	for cc in "$@"; do
		pkgs="$pkgs $(compiler_packages check "$cc")"
	done
	# shellcheck disable=SC2086
	want $pkgs ;;
fuzz)
	want clang libfuzzer-14-dev ;;
roots)
	want debootstrap ;;
bench)
	base
	# shellcheck disable=SC2046
	want valgrind time bc flex bison libelf-dev libssl-dev linux-source-6.1 \
		$(compiler_packages build gcc) \
		$(compiler_packages build arm-linux-gnueabihf-gcc) ;;
kernel)
	base
	# ipxe-qemu and seabios: qemu's network and VGA ROMs, only Recommends
	# of qemu-system-*, which a machine without recommends lacks (seen in
	# a minbase root: ARM virt wants efi-virtio.rom, MIPS malta
	# vgabios-cirrus.bin)
	# (opensbi: the RISC-V firmware, a Recommends too)
	# python3: under W=1 kbuild runs kernel-doc, a Python script in 7.x,
	# on every file it compiles (kernel/check.sh's extra_warn); a fresh
	# Debian 13 root has no python3
	# openssl: a configuration with MODULE_SIG (randconfig seeds draw it)
	# makes its signing key with the openssl command (certs/Makefile)
	version=$1
	shift
	pkgs="patch cpio flex bison bc libssl-dev openssl libelf-dev python3 \
linux-source-$version ipxe-qemu seabios"
	. "$(dirname "$0")/../kernel/arch.sh"
	for arch in "$@"; do
		arch_facts "$arch"
		case $arch in
		m68k)	# qemu-system-m68k
			pkgs="$pkgs qemu-system-misc" ;;
		riscv)	# its own package from Debian 13 on
			pkgs="$pkgs opensbi $(if_available qemu-system-riscv)"
			[ -n "$(if_available qemu-system-riscv)" ] ||
				pkgs="$pkgs qemu-system-misc" ;;
		x86_64)	;;	# built only (kernel/sweep.sh)
		*)	pkgs="$pkgs $qemu" ;;
		esac
		pkgs="$pkgs $(compiler_packages build "${cross}gcc")"
	done
	# shellcheck disable=SC2086
	want $pkgs ;;
*)
	echo "usage: $0 build|demo [<compiler>] | check <compiler>... |" \
		"fuzz|bench|roots|compilers | kernel <version> <arch>... |" \
		"kernel-source <version>" >&2
	exit 2 ;;
esac
