// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * README's tables against the lists they document, as the compiler reads
 * those lists (the same X-macros the plugin and the core expand):
 *   - the "| option | meaning |" table lists exactly options.def's
 *     options, each as `key=value` (`key` for one that takes no value);
 *   - the "| code | meaning |" table lists exactly diags.def's codes.
 *
 *   readme-check README
 *
 * A line "PASS: <what>" or "FAIL: <what>" per table, then for a FAIL a
 * line "  <fact>" per difference; exit status 1 if any failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 64
#define MAX_CELL 256

struct option_spec {
	const char *key;
	const char *value;
};

static const struct option_spec options[] = {
#define SS_OPTION(key, value, help, dflt) { #key, value },
#include "sectsubst/options.def"
#undef SS_OPTION
};

static const char *const diag_codes[] = {
#define SS_DIAG(code, blocking, message) #code,
#include "sectsubst/diags.def"
#undef SS_DIAG
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* A table's first column, each cell without its backquotes and with
   Markdown's \| read as |. */
struct column {
	size_t n;
	char cells[MAX_ROWS][MAX_CELL];
	int found;		/* tables with this header */
	int too_long;
};

/* The first cell of a row "| `cell` | ...", into out; 0 if not that shape. */
static int first_cell(const char *line, char *out)
{
	const char *p = line;
	size_t n = 0;

	if (strncmp(p, "| `", 3))
		return 0;
	for (p += 3; *p && !(p[0] == '`' && p[1] == ' ' && p[2] == '|'); p++) {
		if (p[0] == '\\' && p[1] == '|')
			p++;
		if (n + 1 >= MAX_CELL)
			return 0;
		out[n++] = *p;
	}
	out[n] = 0;
	return *p != 0;
}

/* Every table of README whose header row is header: its first column. */
static void read_column(FILE *f, const char *header, struct column *col)
{
	char line[4096];
	int in_table = 0;

	rewind(f);
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = 0;
		if (!strcmp(line, header)) {
			in_table = 1;
			col->found++;
		} else if (in_table && !strncmp(line, "|---", 4)) {
			continue;
		} else if (in_table && line[0] == '|') {
			if (col->n == MAX_ROWS)
				col->too_long = 1;
			else if (!first_cell(line, col->cells[col->n++]))
				snprintf(col->cells[col->n - 1], MAX_CELL,
					 "(unreadable row: %.200s)", line);
		} else {
			in_table = 0;
		}
	}
}

static size_t times_listed(const struct column *col, const char *cell)
{
	size_t i, n = 0;

	for (i = 0; i < col->n; i++)
		n += !strcmp(col->cells[i], cell);
	return n;
}

static int wanted(const char *cell, char (*want)[MAX_CELL], size_t nwant)
{
	size_t i;

	for (i = 0; i < nwant; i++)
		if (!strcmp(cell, want[i]))
			return 1;
	return 0;
}

/*
 * want[0..nwant) against the column: each listed exactly once, nothing
 * else listed.  Prints the differences, then the result; returns 0 if
 * they agree.
 */
static int compare(const char *what, const char *header, const char *source,
		   const char *noun, const struct column *col,
		   char (*want)[MAX_CELL], size_t nwant)
{
	size_t i, n;
	int bad = 0;

	if (col->found != 1) {
		printf("  README has %d tables headed \"%s\", not 1\n",
		       col->found, header);
		bad = 1;
	}
	if (col->too_long) {
		printf("  a table headed \"%s\" has more than %d rows\n",
		       header, MAX_ROWS);
		bad = 1;
	}
	for (i = 0; i < nwant; i++) {
		n = times_listed(col, want[i]);
		if (n != 1) {
			printf("  `%s` of %s is listed %zu times\n", want[i],
			       source, n);
			bad = 1;
		}
	}
	for (i = 0; i < col->n; i++) {
		if (!wanted(col->cells[i], want, nwant)) {
			printf("  `%s` is not in %s\n", col->cells[i], source);
			bad = 1;
		}
	}
	printf("%s: README's %s table lists exactly the %zu %s of %s\n",
	       bad ? "FAIL" : "PASS", what, nwant, noun, source);
	return bad;
}

/* want[] holds either list */
typedef char want_fits[COUNT(options) <= MAX_ROWS &&
		       COUNT(diag_codes) <= MAX_ROWS ? 1 : -1];

int main(int argc, char **argv)
{
	static const char options_header[] = "| option | meaning |";
	static const char codes_header[] = "| code | meaning |";
	static struct column col;
	static char want[MAX_ROWS][MAX_CELL];
	size_t i;
	int bad = 0;
	FILE *f;

	if (argc != 2) {
		fprintf(stderr, "usage: readme-check README\n");
		return 2;
	}
	f = fopen(argv[1], "r");
	if (!f) {
		perror(argv[1]);
		return 2;
	}

	read_column(f, options_header, &col);
	for (i = 0; i < COUNT(options); i++)
		snprintf(want[i], MAX_CELL, "%s%s%s", options[i].key,
			 options[i].value ? "=" : "",
			 options[i].value ? options[i].value : "");
	bad |= compare("Options", options_header, "options.def", "options",
		       &col, want, COUNT(options));

	memset(&col, 0, sizeof(col));
	read_column(f, codes_header, &col);
	for (i = 0; i < COUNT(diag_codes); i++)
		snprintf(want[i], MAX_CELL, "%s", diag_codes[i]);
	bad |= compare("Diagnostics", codes_header, "diags.def", "codes",
		       &col, want, COUNT(diag_codes));

	fclose(f);
	return bad;
}
