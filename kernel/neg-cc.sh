#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# kernel/neg-cc.sh <gcc> <args...>: the negative control's compiler.
#
# Runs <gcc>, adding -fplugin-arg-sectsubst-refs=no to every compile that
# loads the sectsubst plugin, and to no other.  KCFLAGS cannot carry the
# argument: objects that filter the plugin out (ARM's vDSO removes
# $(GCC_PLUGINS_CFLAGS)) would keep an argument for a plugin they no
# longer load, which cc1 refuses.
cc=$1
shift
for arg; do
	case $arg in
	-fplugin=*/sectsubst.so) exec "$cc" "$@" -fplugin-arg-sectsubst-refs=no ;;
	esac
done
exec "$cc" "$@"
