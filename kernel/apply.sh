#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/apply.sh <linux-tree>
#
# Applies the series for the tree's version, kernel/patches/<version>/
# (7.3: the primary series, mainline as Debian 13's backports ship it;
# 6.12: the LTS series; a version whose directory is a symbolic link
# takes the series it names, as 7.2 takes 7.3's), in order, and copies
# the plugin's source from this repository into <linux-tree>/scripts/gcc-plugins/sectsubst/, in the
# project's own layout (plugin/*.c, plugin/*.h, include/sectsubst/*), so
# that the kernel builds the very source this project builds and tests.
#
# Idempotent: a patch that is already applied is skipped, the copy is
# refreshed only where it differs.  A patch that neither applies nor is
# applied (a different kernel, a half-applied tree) stops the script with
# an error, before anything of that patch is changed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")

if [ $# -ne 1 ]; then
	echo "usage: $0 <linux-tree>" >&2
	exit 2
fi
tree=$1
if [ ! -f "$tree/Makefile" ] || [ ! -d "$tree/scripts/gcc-plugins" ]; then
	echo "$0: $tree is not a Linux source tree" >&2
	exit 1
fi
command -v patch >/dev/null || {
	echo "$0: 'patch' is needed (apt-get install patch)" >&2
	exit 1
}

version=$(sed -n 's/^VERSION = //p; s/^PATCHLEVEL = //p' "$tree/Makefile" |
	paste -sd.)
if [ ! -d "$here/patches/$version" ]; then
	echo "$0: $tree is Linux $version; there are series for" \
	     "$(cd "$here/patches" && echo *)" >&2
	exit 1
fi
series=$(cd "$here/patches/$version" && pwd -P)
echo "  LINUX   $version: kernel/patches/${series##*/}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The plugin source is this repository's, whatever version of it a series
# carries (the patch that adds it): the series is applied without its
# files under scripts/gcc-plugins/sectsubst/, which are copied in below.
# kernel/check.sh checks that the series carries the current source.
# The cover letter (0000-cover-letter.patch) changes nothing.
mkdir -p "$tmp/p"
for p in "$series"/*.patch; do
	[ "${p##*/}" != 0000-cover-letter.patch ] || continue
	awk '/^diff --git / { skip = index($3, "a/scripts/gcc-plugins/sectsubst/") == 1 }
	     /^-- $/ { skip = 0 }
	     !skip' "$p" >"$tmp/p/$(basename "$p")"
done
set -- "$tmp/p"/*.patch
n=$#

# the files the series touches, copied from the tree into $tmp/<k>
files=$(sed -n 's,^+++ b/,,p' "$@" | sort -u)
snapshot() {
	rm -rf "$tmp/t"
	mkdir -p "$tmp/t"
	for f in $files; do
		if [ -e "$tree/$f" ]; then
			mkdir -p "$tmp/t/$(dirname "$f")"
			cp "$tree/$f" "$tmp/t/$f"
		fi
	done
}
# nth <i> <list...>: the i-th element of the list
nth() { shift "$1"; echo "$1"; }
quiet_patch() { patch -d "$1" -p1 -F0 -f -s --no-backup-if-mismatch \
	-r - "$2" <"$3" >/dev/null 2>&1; }

# Find k such that the tree holds patches 1..k and the rest applies on top:
# on a copy, patches k..1 must reverse-apply (leaving the original files),
# then the whole series 1..n apply again.
k=$n
found=
while [ "$k" -ge 0 ]; do
	snapshot
	ok=1
	i=$k
	while [ "$i" -ge 1 ] && [ $ok = 1 ]; do
		quiet_patch "$tmp/t" -R "$(nth $i "$@")" || ok=0
		i=$((i - 1))
	done
	i=1
	while [ "$i" -le "$n" ] && [ $ok = 1 ]; do
		quiet_patch "$tmp/t" -N "$(nth $i "$@")" || ok=0
		i=$((i + 1))
	done
	if [ $ok = 1 ]; then
		found=$k
		break
	fi
	k=$((k - 1))
done
if [ -z "$found" ]; then
	echo "$0: the patches in $series neither apply to $tree nor" \
	     "are applied (another kernel version, or a modified tree):" >&2
	for p in "$@"; do
		patch -d "$tree" -p1 -N -f --dry-run <"$p" >&2 || true
	done
	exit 1
fi
i=1
for p in "$@"; do
	if [ "$i" -le "$found" ]; then
		echo "  SKIP    $(basename "$p") (already applied)"
	else
		patch -d "$tree" -p1 -F0 -N -f -s --no-backup-if-mismatch <"$p"
		echo "  APPLY   $(basename "$p")"
	fi
	i=$((i + 1))
done

dest=$tree/scripts/gcc-plugins/sectsubst
for f in $(grep -v '^#' "$top/kernel/plugin-files"); do
	if cmp -s "$top/$f" "$dest/$f"; then
		echo "  SAME    scripts/gcc-plugins/sectsubst/$f"
	else
		mkdir -p "$(dirname "$dest/$f")"
		cp "$top/$f" "$dest/$f.tmp"
		mv "$dest/$f.tmp" "$dest/$f"
		echo "  COPY    scripts/gcc-plugins/sectsubst/$f"
	fi
done
