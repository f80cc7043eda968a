#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Each series carries the plugin source (the patch that adds
# scripts/gcc-plugins/sectsubst/), so that it can be posted as it is.
#
#   kernel/series.sh check <version>
#       Exit 1, naming the files, when kernel/patches/<version> carries
#       another version of the plugin source than this repository's
#       plugin/ and include/.
#   kernel/series.sh refresh <version> <linux-source tarball>
#       Rewrite kernel/patches/<version> with this repository's source:
#       the series applied with git am to a pristine tree, the source
#       replaced in the commit that adds it, git format-patch again (the
#       cover letter keeps its text, with a new shortlog and diffstat).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
[ $# -ge 2 ] || { echo "usage: $0 check <version> | refresh <version> <tarball>" >&2; exit 2; }
series=$here/patches/$2
[ -d "$series" ] || { echo "$0: no series $series" >&2; exit 2; }
# the patch that adds the source
adder=$(grep -l "^+++ b/scripts/gcc-plugins/sectsubst/" "$series"/*.patch | head -1)
cover=$series/0000-cover-letter.patch
dest=scripts/gcc-plugins/sectsubst
# the files apply.sh copies, in the project's layout
files=$(grep -v '^#' "$top/kernel/plugin-files")

# extra: the files the patch that adds the source carries beyond the
# list, one a line
extra() {
	sed -n "s,^+++ b/$dest/,,p" "$adder" | grep -vxF "$files"
}

# carried <file>: the content the patch that adds the source gives the file
carried() {
	awk -v f="b/$dest/$1" '
		/^diff --git / { on = $4 == f; body = 0; next }
		/^-- $/ { on = 0 }
		on && /^@@ / { body = 1; next }
		on && body && /^\+/ { print substr($0, 2) }' "$adder"
}

case ${1:-} in
check)
	stale=
	for f in $files; do
		carried "$f" | cmp -s - "$top/$f" || stale="$stale $f"
	done
	for f in $(extra); do
		stale="$stale $f (not in kernel/plugin-files)"
	done
	if [ -n "$stale" ]; then
		echo "kernel/patches/$2 carries another version of:$stale" >&2
		echo "(kernel/series.sh refresh $2 /usr/src/linux-source-$2.tar.xz)" >&2
		exit 1
	fi ;;
refresh)
	[ $# -eq 3 ] || { echo "usage: $0 refresh <version> <tarball>" >&2; exit 2; }
	[ -f "$cover" ] || { echo "$0: $cover: a series needs its cover letter" >&2; exit 2; }
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	# only the files the series changes: git am and format-patch need
	# no others, and the blobs, so the index lines, are the same
	dir=$(tar -tf "$3" | head -1 | cut -d/ -f1)
	# (not those a patch creates, which a later one may change)
	awk '/^--- \/dev\/null$/ { getline; sub(/^\+\+\+ b\//, ""); new[$0] = 1 }
		/^--- a\// { old[substr($0, 7)] = 1 }
		END { for (f in old) if (!(f in new)) print f }' "$series"/*.patch |
		sed "s,^,$dir/," >"$tmp/paths"
	tar -xf "$3" -C "$tmp" -T "$tmp/paths"
	cd "$tmp/$dir"
	g() { git -c user.name=series -c user.email=series@invalid "$@"; }
	g init -q
	# Debian's source package ignores its whole top level
	g add -f -A . && g commit -q -m base
	base=$(git rev-parse HEAD)
	for p in "$series"/*.patch; do
		[ "$p" != "$cover" ] || continue
		g am -q --keep-cr "$p"
		[ "$p" = "$adder" ] || continue
		for f in $(extra); do
			g rm -q "$dest/$f"
		done
		for f in $files; do
			cp "$top/$f" "$dest/$f"
		done
		g add -f "$dest" && g commit -q --amend --no-edit
	done
	# the cover letter's sender, subject and text, for format-patch to
	# write again with the new shortlog and diffstat
	from=$(sed -n 's/^From: //p' "$cover" | head -1)
	g config branch."$(git symbolic-ref --short HEAD)".description "$(awk '
		/^Subject: / { sub(/^Subject: \[PATCH (v[0-9]+ )?[0-9]+\/[0-9]+\] /, "")
			s = $0
			while ((getline l) > 0 && l ~ /^ /) s = s l
			print s; print ""; body = 1; next }
		body && /^[^ ].* \([0-9]+\):$/ { exit }
		body { print }' "$cover")"
	# the version of the posting (v2 and on), kept out of the file names
	v=$(sed -n 's/^Subject: \[PATCH v\([0-9]*\) .*/\1/p' "$cover")
	git -c user.name="${from% <*}" -c user.email="$(echo "$from" | sed 's/.*<\(.*\)>/\1/')" \
		format-patch -q --no-signature --zero-commit --cover-letter \
		${v:+--reroll-count=$v} \
		--cover-from-description=subject -o "$tmp/out" "$base"..HEAD
	rm -f "$series"/*.patch
	for p in "$tmp/out"/*.patch; do
		mv "$p" "$series/$(basename "$p" | sed 's/^v[0-9]*-//')"
	done
	echo "refreshed: $(ls "$series")" ;;
*)
	echo "usage: $0 check <version> | refresh <version> <tarball>" >&2
	exit 2 ;;
esac
