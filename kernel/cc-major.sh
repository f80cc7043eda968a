#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/cc-major.sh <major> <gcc> <args>...: <gcc> claiming to be GCC
# <major> (__GNUC__), for the kernel's scripts/cc-version.sh, which
# Kconfig's GCC_VERSION comes from: make kernel-check configures, and
# only configures, with a GCC the plugin is not written for.
major=$1
shift
cc=$1
shift
exec "$cc" -U__GNUC__ -D__GNUC__="$major" -U__GNUC_MINOR__ -D__GNUC_MINOR__=0 \
	-U__GNUC_PATCHLEVEL__ -D__GNUC_PATCHLEVEL__=0 "$@"
