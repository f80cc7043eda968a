#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make mutate: the test suite's power.  Each mutant of testsuite/mutants.tsv
# (a small behaviour change to the core, the glue or the checker) is put
# into a copy of the tree, one at a time, and the DejaGnu subsets that
# cover its file are run there with one compiler; a subset that fails
# kills it.  Writes <dir>/mutants.out, one line a mutant (tab-separated):
#   <id>  killed|survived|equivalent|stale  <file>  <subsets>
# and ends with the score: killed / (mutants - equivalent).  A mutant
# whose text is not found exactly once in its file is stale (the code
# moved on): the run fails, so that the list is kept up.  Resumable: a
# mutant already in mutants.out is not run again.
#   scripts/mutate.sh <dir> [<id>...]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
shift
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

# the compilers the mutants name, and gcc-12 for the rest
# shellcheck disable=SC2046
"$top/scripts/deps.sh" check gcc-12 $(awk -F '\t' '!/^#/ && $3 != "-" { print $3 }' \
	"$top/testsuite/mutants.tsv" | sort -u)
out=$dir/mutants.out
touch "$out"

# The subsets a file's mutants are run against (RUNTESTFLAGS), the quick
# ones first.
subsets() {
	case $1 in
	plugin/rewrite.c)	echo "catalogue.exp dg.exp unit.exp diff.exp" ;;
	plugin/*)		echo "dg.exp link.exp version.exp unique.exp diff.exp" ;;
	tools/*)		echo "tables.exp facts.exp verify.exp" ;;
	*)			echo "unit.exp dg.exp" ;;
	esac
}

# Replaces the one occurrence of $2 in file $1 by $3, each decoded as
# mutants.tsv says; fails unless $2 occurs exactly once.
mutate() {
	OLD=$2 NEW=$3 perl -0777 -i -pe '
		BEGIN {
			($o, $n) = ($ENV{OLD}, $ENV{NEW});
			for ($o, $n) {
				$_ = "" if $_ eq "-";
				s/\\(.)/$1 eq "t" ? "\t" : $1 eq "n" ? "\n" : $1/ge;
			}
		}
		$c = () = /\Q$o\E/g;
		if ($c != 1) { print STDERR "found $c times\n"; exit 1 }
		s/\Q$o\E/$n/' "$1"
}

# The tree without its build directories, at $1.
copy() {
	rm -rf "$1"
	mkdir -p "$1"
	(cd "$top" && git ls-files -co --exclude-standard -z) |
		(cd "$top" && xargs -0 cp --parents -t "$1")
}

# One subset in tree $1 with compiler $3: 0 passed, 1 failed.
run() {
	(cd "$1" && RUNTESTFLAGS="$2" scripts/check.sh -j1 "$1/build" "$3" \
		>"$1/check.log" 2>&1)
}

wanted() {
	[ $# -eq 0 ] && return 0
	for w; do [ "$w" = "$id" ] && return 0; done
	return 1
}

# The unmutated tree must pass every subset first.
base=$dir/base
if [ ! -f "$dir/base.ok" ]; then
	copy "$base"
	grep -v '^#' "$top/testsuite/mutants.tsv" | cut -f2,3 | sort -u |
	while IFS='	' read -r file cc; do
		for s in $(subsets "$file"); do
			echo "$s	$cc"
		done
	done | sort -u | while IFS='	' read -r s cc; do
		[ "$cc" != - ] || cc=gcc-12
		run "$base" "$s" "$cc" || { echo "mutate: $s fails unmutated" \
			"with $cc ($base/check.log)"; exit 1; }
	done
	touch "$dir/base.ok"
fi

stale=0
grep -v '^#' "$top/testsuite/mutants.tsv" |
while IFS='	' read -r id file cc old new why; do
	[ -n "$id" ] || continue
	[ "$cc" != - ] || cc=gcc-12
	wanted "$@" || continue
	grep -q "^$id	" "$out" && continue
	tree=$dir/m
	copy "$tree"
	if ! mutate "$tree/$file" "$old" "$new" 2>"$dir/err"; then
		printf '%s\tstale\t%s\t%s\n' "$id" "$file" "$(cat "$dir/err")" >>"$out"
		continue
	fi
	if [ -n "$why" ]; then
		printf '%s\tequivalent\t%s\t%s\n' "$id" "$file" "$why" >>"$out"
		continue
	fi
	result=survived killer=
	for s in $(subsets "$file"); do
		if ! run "$tree" "$s" "$cc"; then
			result=killed killer=$s
			break
		fi
	done
	printf '%s\t%s\t%s\t%s\n' "$id" "$result" "$file" "$killer" >>"$out"
	echo "$id $result $killer"
done

awk -F '\t' '
	$2 == "killed" { k++ } $2 == "survived" { s++; print "survived: " $1 }
	$2 == "equivalent" { e++ } $2 == "stale" { t++; print "stale: " $1 " " $4 }
	END {
		n = k + s
		printf "mutants: %d killed, %d survived, %d equivalent, %d stale;" \
		       " score %d/%d = %.1f%%\n", k, s, e, t, k, n, n ? 100 * k / n : 0
		exit t > 0
	}' "$out"
