/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * verify: an object compiled with the plugin against the same compile
 * without it (ss-tables verify; README, "Verify mode").
 */
#ifndef SS_VERIFY_H
#define SS_VERIFY_H

#define VERIFY_MAX_TABLES 16

struct verify_args {
	/* table names, or specs (NAME:ENTSIZE...: also cut at each entry) */
	const char *tables[VERIFY_MAX_TABLES];
	int ntables;
	const char *report;	/* the plugin's report=FILE, or NULL */
	int unique;		/* the plugin's naming=unique */
	const char *plain, *plugin;
};

/*
 * Prints one line on stdout,
 *     ok|mismatch PLUGIN asms=N renamed=N references=N [KIND=N]...
 * and each mismatch on stderr.  Returns 0, 1 for a mismatch, 2 for what
 * it cannot read (the reason on stderr).
 */
int verify_objects(const struct verify_args *a);

#endif
