# SPDX-License-Identifier: GPL-2.0-or-later
#
# awk -f scripts/times-ms.awk <file>: the CPU time (user + system) of a
# shell's children so far, in milliseconds, from what bash's times wrote
# into <file>: its second line is the children's "<m>m<s>s <m>m<s>s".
# times must run in the shell whose children count: in a command
# substitution's subshell it sees none.
NR == 2 {
	split($1, u, /[ms]/)
	split($2, k, /[ms]/)
	printf "%d\n", (u[1] * 60 + u[2] + k[1] * 60 + k[2]) * 1000 + 0.5
}
