# SPDX-License-Identifier: GPL-2.0-or-later
# The KEEP()s of a linker script (kernel/report.sh): with mode=list,
# "<n> <inner>" for each KEEP(<inner>), numbered in order; otherwise the
# script with KEEP number n (n > 0), or every KEEP whose <inner> is in
# the newline-separated list `unkeep` (n = 0), replaced by "<inner> . = .;"
# (". = .;" keeps an emptied output section, which sorttable looks for).
# A KEEP( whose parenthesis does not close on its line is an error.
BEGIN { split(unkeep, u, "\n"); for (x in u) drop[u[x]] = 1 }
{
	out = ""
	s = $0
	while ((i = index(s, "KEEP(")) > 0) {
		depth = 0
		for (j = i + 4; j <= length(s); j++) {
			c = substr(s, j, 1)
			if (c == "(")
				depth++
			else if (c == ")" && --depth == 0)
				break
		}
		if (depth != 0) {
			print "unbalanced KEEP( on line " NR > "/dev/stderr"
			exit 1
		}
		k++
		inner = substr(s, i + 5, j - i - 5)
		if (mode == "list")
			print k, inner
		if (k == n || (n == 0 && inner in drop))
			repl = inner " . = .;"
		else
			repl = substr(s, i, j - i + 1)
		out = out substr(s, 1, i - 1) repl
		s = substr(s, j + 1)
	}
	if (mode != "list")
		print out s
}
