#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make deb: a Debian package of the plugin for one compiler, as Debian
# packages its compilers' plugins (annobin's): gcc-<N>-plugin-sectsubst
# for the host's gcc-<N>, gcc-<N>-plugin-sectsubst-<triplet> for a cross
# compiler.  It holds the plugin in that compiler's plugin directory,
# sectsubst-verify and ss-tables in /usr/bin, and the man page, and
# depends on the exact version of the package the compiler comes from
# (a plugin works in the GCC it was built for only).
#   scripts/deb.sh <gcc> <build dir>    (after make CC=<gcc> O=<build dir>)
# MAINTAINER and DEB_VERSION override what git says (a tree without git).
# Writes <build dir>/<package>_<version>_<arch>.deb and prints its name.
set -eu
cc=$1 out=$2
top=$(cd "$(dirname "$0")/.." && pwd)

ver=$($cc -dumpfullversion)
major=${ver%%.*}
triplet=$($cc -dumpmachine)
# the machine's own triplet (dpkg-architecture would take CC's, which
# make exports)
host=$(env -u CC dpkg-architecture -qDEB_BUILD_GNU_TYPE 2>/dev/null ||
	env -u CC gcc -dumpmachine)
pkg=gcc-$major-plugin-sectsubst
[ "$triplet" = "$host" ] || pkg=$pkg-$triplet
# the packages of the compiler's versioned driver, gcc-<N> (or
# <triplet>-gcc-<N>), and of the file it links to (Debian 13 moved that to
# gcc-<N>-<arch>), each at its exact version
name=gcc-$major
[ "$triplet" = "$host" ] || name=$triplet-$name
link=$(command -v "$name") || { echo "deb.sh: no $name for $cc" >&2; exit 1; }
depends='' gccpkg=''
for f in "$link" "$(readlink -f "$link")"; do
	p=$(dpkg -S "$f" | head -n 1 | cut -d: -f1)
	case " $depends " in *" $p "*) continue ;; esac
	[ -n "$gccpkg" ] || gccpkg=$p
	gccver=$(dpkg-query -W -f='${Version}' "$p")
	depends="$depends${depends:+, }$p (= $gccver)"
done
plugindir=$($cc -print-file-name=plugin)
arch=$(dpkg --print-architecture)
# the maintainer: MAINTAINER, or the author of the tree's last commit
maintainer=${MAINTAINER:-$(git -C "$top" log -1 --format='%an <%ae>' 2>/dev/null)}
[ -n "$maintainer" ] || { echo "deb.sh: set MAINTAINER" >&2; exit 1; }
# the version: DEB_VERSION, or 1.0+git<commits> (1.0 outside git)
version=${DEB_VERSION:-1.0}
if [ -z "${DEB_VERSION:-}" ] && git -C "$top" rev-parse HEAD >/dev/null 2>&1
then
	version=$version+git$(git -C "$top" rev-list --count HEAD)
fi

root=$out/deb/$pkg
rm -rf "$root"
doc=$root/usr/share/doc/$pkg
install -d "$root/DEBIAN" "$root$plugindir" "$root/usr/bin" "$doc" \
	"$root/usr/share/man/man1"
install -m 0644 "$out/sectsubst.so" "$root$plugindir/sectsubst.so"
install -m 0755 "$out/sectsubst-verify" "$out/ss-tables" "$root/usr/bin/"
strip --strip-unneeded --remove-section=.comment \
	"$root$plugindir/sectsubst.so" "$root/usr/bin/ss-tables"
gzip -9n <"$top/docs/sectsubst.1" >"$root/usr/share/man/man1/sectsubst.1.gz"
for alias in sectsubst-verify ss-tables; do
	ln -s sectsubst.1.gz "$root/usr/share/man/man1/$alias.1.gz"
done
# cc1 provides what the plugin calls; the plugin names no library, so
# that one built for another GCC fails in its own check, not in dlopen
# (README, "Building and installing")
install -d "$root/usr/share/lintian/overrides"
echo "$pkg: shared-library-lacks-prerequisites [${plugindir#/}/sectsubst.so]" \
	>"$root/usr/share/lintian/overrides/$pkg"
cat >"$doc/copyright" <<EOT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: sectsubst

Files: *
Copyright: 2026 the sectsubst authors
License: GPL-2+
 sectsubst is free software: you can redistribute it and/or modify it under
 the terms of the GNU General Public License as published by the Free
 Software Foundation, either version 2 of the License, or (at your option)
 any later version.
 .
 On Debian systems, the complete text of the GNU General Public License
 version 2 can be found in /usr/share/common-licenses/GPL-2.
EOT
{
	echo "$pkg ($version) unstable; urgency=medium"
	echo
	echo "  * make deb for $gccpkg $gccver."
	echo
	echo " -- $maintainer  $(date -R -d @"${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct 2>/dev/null || date +%s)}")"
} | gzip -9n >"$doc/changelog.gz"

# the C library ss-tables and the plugin link against
libc=$(dpkg-query -W -f='${Version}' libc6)
cat >"$root/DEBIAN/control" <<EOT
Package: $pkg
Version: $version
Architecture: $arch
Maintainer: $maintainer
Section: devel
Priority: optional
Depends: $depends, libc6 (>= ${libc%%-*})
Provides: sectsubst-tools
Conflicts: sectsubst-tools
Replaces: sectsubst-tools
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Description: GCC plugin: per-function table sections for inline asm
 sectsubst lets ld --gc-sections drop the table entries that inline asm
 pushes into side sections (exception tables, SystemTap SDT notes, rseq
 critical sections, tables of one's own) together with their function,
 with -fplugin=sectsubst.  For $gccpkg $ver.
 With the verify mode's wrapper, sectsubst-verify, and the table checker,
 ss-tables.
EOT
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -print |
	sed 's|^\./||' | sort | xargs md5sum) >"$root/DEBIAN/md5sums"
deb=$out/${pkg}_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
