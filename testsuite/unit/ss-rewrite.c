// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The rewrite core as a command, for tests that compare with GNU as:
 *   ss-rewrite [-x] [-c] [-n] [-t LIST] [-s SECTION] [-m COMMENT] [-b]
 *              [-o OUT] FILE
 * -x extended asm, -c COMDAT, -n no references, -t tables (comma list,
 * default: sectsubst/tables.def), -s the current section, -m the
 * comment string (default "#"), -b {a|b} dialects.  Prints CHANGED or
 * UNCHANGED, one "DIAG <code> <line> <severity>" line per diagnostic,
 * "---", and the template as it is afterwards, or writes that to OUT.
 */
#include "sectsubst/rewrite.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n;

	if (!f)
		return NULL;
	*len = 0;
	do {
		if (*len + 4096 + 1 > cap) {
			cap = (*len + 4096 + 1) * 2;
			buf = realloc(buf, cap);
			if (!buf)
				exit(2);
		}
		n = fread(buf + *len, 1, 4096, f);
		*len += n;
	} while (n);
	fclose(f);
	buf[*len] = '\0';
	return buf;
}

int main(int argc, char **argv)
{
	const char *tables[64];
	struct ss_syntax syn = { "#", 0 };
	struct ss_config cfg = { ss_default_tables, ss_ndefault_tables, 1,
				 ".Lsectsubst" };
	struct ss_asm in = { 0 };
	struct ss_result res;
	char *list, *tok;
	FILE *out = stdout;
	size_t i;
	int opt;

	in.section = ".text.f";
	while ((opt = getopt(argc, argv, "xcnt:s:m:bo:")) != -1) {
		switch (opt) {
		case 'x': in.extended = 1; break;
		case 'c': in.comdat = 1; break;
		case 'n': cfg.refs = 0; break;
		case 's': in.section = optarg; break;
		case 'm': syn.comment = optarg; break;
		case 'b': syn.dialect_braces = 1; break;
		case 'o':
			out = fopen(optarg, "wb");
			if (!out)
				return 2;
			break;
		case 't':
			cfg.tables = tables;
			cfg.ntables = 0;
			list = strdup(optarg);
			for (tok = strtok(list, ","); tok && cfg.ntables < 64;
			     tok = strtok(NULL, ","))
				tables[cfg.ntables++] = tok;
			break;
		default:
			return 2;
		}
	}
	if (optind != argc - 1 || !(in.text = read_file(argv[optind], &in.len))) {
		fprintf(stderr, "usage: ss-rewrite [-xcnb] [-t LIST] [-s SECTION] "
				"[-m COMMENT] [-o OUT] FILE\n");
		return 2;
	}
	ss_rewrite(&in, &syn, &cfg, &res);
	printf("%s\n", res.text ? "CHANGED" : "UNCHANGED");
	for (i = 0; i < res.ndiags; i++)
		printf("DIAG %s %zu %s\n", ss_diag_name(res.diags[i].code),
		       res.diags[i].line,
		       res.diags[i].severity == SS_ERROR ? "error" : "warning");
	printf("---\n");
	if (res.text)
		fwrite(res.text, 1, res.len, out);
	else
		fwrite(in.text, 1, in.len, out);
	if (out != stdout)
		fclose(out);
	ss_result_free(&res);
	free((char *)in.text);
	return 0;
}
