#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Debian roots for the compilers the host does not have: GCC 13 and 14 and
# the gcc-14 cross compilers from Debian 13 (trixie), GCC 15 and 16 from
# unstable (sid).  Each root is a debootstrap --variant=minbase tree under
# build/roots/<suite>, made from the mirror the host's apt already uses;
# nothing from another suite is installed on the host.  Run as root.
#
#   scripts/root.sh create <suite> [<dir>]     make the root, with make in
#       it (idempotent); with <dir>, a bare minbase root there, nothing added
#   scripts/root.sh update <suite>             apt-get update and upgrade in it
#   scripts/root.sh run <suite> <command>...   run <command> in it, in the
#       project tree (mounted at /src), as root; exits with its status
#   scripts/root.sh run-in <dir> <command>...  the same in the root <dir>
#
# The tree and /proc, /dev and /sys are mounted in a mount namespace of
# the command's own (unshare), so they vanish with it: no mount is ever
# left behind for a later "rm -rf build" to walk into.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
roots=$top/build/roots

die() { echo "root.sh: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "must run as root (debootstrap, chroot, mount)"

# The host's Debian mirror: the first deb URI (one-line sources.list or
# deb822 .sources) that does not serve the security suites.
mirror() {
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
		/etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		awk '
		/^[ \t]*deb[ \t]/ {
			sub(/\[[^]]*\][ \t]*/, "")	# [options]
			if ($2 !~ /security/ && $3 !~ /security/) { print $2; exit }
		}
		/^URIs:/ { uri = $2 }
		/^Suites:/ && uri != "" && $0 !~ /security/ { print uri; exit }
		/^$/ { uri = "" }' "$f"
	done | head -n 1
}

# The root's own apt: sid's Release file may be past its Valid-Until.
apt_conf() {
	mkdir -p "$1/etc/apt/apt.conf.d"
	{
		echo 'APT::Install-Recommends "false";'
		[ "$2" = sid ] && echo 'Acquire::Check-Valid-Until "false";'
		true
	} >"$1/etc/apt/apt.conf.d/90sectsubst"
}

bare() {
	suite=$1 dir=$2
	[ -x "$dir/usr/bin/apt-get" ] && return 0
	sh "$top/scripts/deps.sh" roots
	m=$(mirror)
	[ -n "$m" ] || die "no Debian mirror in the host's apt sources"
	rm -rf "$dir.tmp"
	mkdir -p "$(dirname "$dir")"
	echo "debootstrap $suite into $dir"
	# sid's Release may be past Valid-Until: debootstrap checks nothing of it
	debootstrap --variant=minbase "$suite" "$dir.tmp" "$m" \
		>"$dir.debootstrap.log" 2>&1 ||
		{ tail -n 20 "$dir.debootstrap.log" >&2; die "debootstrap $suite failed"; }
	apt_conf "$dir.tmp" "$suite"
	mv "$dir.tmp" "$dir"
}

run_in() {
	dir=$1
	shift
	[ -x "$dir/usr/bin/apt-get" ] || die "no root at $dir (scripts/root.sh create)"
	mkdir -p "$dir/src" "$dir/proc" "$dir/dev" "$dir/sys"
	cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
	# shellcheck disable=SC2016
	unshare --mount --propagation private sh -eu -c '
		dir=$1 top=$2; shift 2
		mount --bind "$top" "$dir/src"
		mount -t proc proc "$dir/proc"
		mount --rbind /dev "$dir/dev"
		mount --rbind /sys "$dir/sys"
		exec chroot "$dir" /usr/bin/env -i HOME=/root TERM=dumb \
			PATH=/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C.UTF-8 \
			${CI:+CI=$CI} ${RUNTESTFLAGS:+RUNTESTFLAGS="$RUNTESTFLAGS"} \
			sh -c "cd /src && exec \"\$@\"" sh "$@"
	' sh "$dir" "$top" "$@"
}

# Debian 13's newest kernel source comes from its backports
# (linux-source-7.3): the suite's -backports next to the suite, from the
# root's own mirror.  Backports are pinned below the suite (NotAutomatic),
# so only what exists there alone, or is asked for, comes from them.
backports() {
	[ "$2" = trixie ] || return 0
	list=$1/etc/apt/sources.list
	grep -q "^deb .* $2-backports " "$list" && return 0
	awk -v s="$2" '$1 == "deb" && $3 == s { print; sub(" " s " ", " " s "-backports "); print; next } 1' \
		"$list" >"$list.tmp" && mv "$list.tmp" "$list"
	grep -q "^deb .* $2-backports " "$list" || die "no $2 line in $list"
	run_in "$1" apt-get update -q >"$1.backports.log" 2>&1 ||
		{ tail -n 20 "$1.backports.log" >&2; die "apt-get update with $2-backports failed"; }
}

# A root with make in it: "make check" in the root installs the rest, as it
# would on a bare machine of that suite (scripts/deps.sh).
create() {
	bare "$1" "$roots/$1"
	apt_conf "$roots/$1" "$1"
	backports "$roots/$1" "$1"
	[ -x "$roots/$1/usr/bin/make" ] ||
		run_in "$roots/$1" sh -c 'apt-get update -q && apt-get install -y -q make' \
			>"$roots/$1.make.log" 2>&1 ||
		{ tail -n 20 "$roots/$1.make.log" >&2; die "cannot install make in $1"; }
}

[ $# -ge 2 ] || die "usage: root.sh create|update|run <suite> ... | run-in <dir> <command>..."
cmd=$1 suite=$2
shift 2
case $cmd in
create)
	if [ $# -eq 1 ]; then
		bare "$suite" "$1"
	else
		create "$suite"
	fi ;;
update)
	run_in "$roots/$suite" sh -c 'apt-get update -q && apt-get upgrade -y -q' ;;
run)
	run_in "$roots/$suite" "$@" ;;
run-in)
	run_in "$suite" "$@" ;;
*)
	die "unknown command $cmd" ;;
esac
