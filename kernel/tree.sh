#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/tree.sh <outdir>
#
# The patched tree <outdir>/linux for Linux $LINUX (7.3, the default,
# 7.2 or 6.12), shared by kernel/check.sh and kernel/sweep.sh: extracted once
# from Debian's linux-source-$LINUX tarball (LINUX_TARBALL, default
# /usr/src/linux-source-$LINUX.tar.xz), the series applied with
# kernel/apply.sh.
set -u

here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 <outdir>" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
linux=${LINUX:-7.3}
tarball=${LINUX_TARBALL:-/usr/src/linux-source-$linux.tar.xz}
ksrc=$out/linux

# The tree is this script's: when the series changed since it was
# applied, start again from the tarball (apply.sh leaves a tree that
# holds another series alone).  Not the cover letter: it changes no file,
# and format-patch dates it anew at every refresh.
series=$(ls "$here/patches/$linux"/*.patch 2>/dev/null |
	grep -v '/0000-cover-letter\.patch$' | xargs cat | cksum)
if [ -f "$ksrc/Makefile" ] && [ "$series" != "$(cat "$out/linux.series" 2>/dev/null)" ]; then
	echo "  REMOVE  $ksrc: the series changed since it was applied"
	rm -rf "$ksrc" "$out/linux.series"
fi
if [ ! -f "$ksrc/Makefile" ]; then
	[ -f "$tarball" ] || {
		echo "kernel: $tarball not found (apt-get install linux-source-$linux)" >&2
		exit 2
	}
	echo "  EXTRACT $tarball"
	rm -rf "$out/linux.tmp"
	mkdir -p "$out/linux.tmp"
	tar -xf "$tarball" -C "$out/linux.tmp" || exit 2
	mv "$out/linux.tmp"/linux-source-* "$ksrc" && rmdir "$out/linux.tmp"
fi
"$here/apply.sh" "$ksrc" || exit 1
echo "$series" >"$out/linux.series"
