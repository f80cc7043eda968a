// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sectsubst: per-function table sections for inline asm.
 *
 * Inline asm pushes entries into shared tables (__ex_table, .fixup, ...).
 * Nothing references them, so linker scripts KEEP() them, and every entry
 * then pins its function under --gc-sections.  This plugin renames each
 * entry's section after the function's own output section and adds a
 * zero-size reference from the function to it, so entry and function live
 * or die together.  One RTL pass, just before final, rewrites the templates;
 * the rules themselves live in rewrite.c, which knows nothing of GCC.
 *
 * Options: -fplugin-arg-sectsubst-<key>[=<value>], each with its syntax
 * and help in include/sectsubst/options.def.
 */
#include "gcc-common.h"
#include "gccfacts.h"

__visible int plugin_is_GPL_compatible;

static struct plugin_info sectsubst_plugin_info = {
	.version = "1.0",
	.help = NULL,	/* plugin_init writes it, with the default tables */
};

static struct ss_config config = {
	.tables = NULL,	/* plugin_init: ss_default_tables, or tables= */
	.ntables = 0,
	.refs = 1,
	.label_prefix = ".Lsectsubst",
	.naming = SS_NAMING_SUFFIX,
};

static bool verbose;

/*
 * diagnostics=: how what would be a warning is given.  An asm left as
 * written is a correct build, only a smaller saving: a note, which -Werror
 * cannot turn into an error, or nothing, where only a request for extra
 * output should show it (the kernel's W=1).  The report= file has every
 * one all the same.
 */
enum shown { SHOWN_AS_WARNING, SHOWN_AS_NOTE, SHOWN_AS_NONE };
static enum shown shown;
static const char *const shown_kinds[] = { "warning", "note", "none" };

#define ss_warning_at(where, ...)					\
	do {								\
		location_t loc_ = (where);				\
		if (shown == SHOWN_AS_NOTE)				\
			inform(loc_, __VA_ARGS__);			\
		else if (shown == SHOWN_AS_WARNING)			\
			warning_at(loc_, 0, __VA_ARGS__);		\
	} while (0)

/*
 * report=FILE: what verify mode needs of the compile's diagnostics, as
 * facts rather than GCC's text (which a translation or
 * -fdiagnostics-format=json changes): the file is emptied when the plugin
 * starts, then gets one line per diagnostic given, tab-separated,
 *     KIND CODE LEFT
 * KIND warning, note, none (not shown) or error; CODE the diags.def
 * code (ss_diag_name), OTHER for the plugin's other diagnostics
 * (top-level asm, an odd RTL shape, -flto);
 * LEFT 1 where an asm is left as written.
 */
static FILE *report_file;
static const char *report_path;

static void report_fact(bool error, const char *code, bool left)
{
	if (!report_file)
		return;
	fprintf(report_file, "%s\t%s\t%d\n",
		error ? "error" : shown_kinds[shown], code, left);
	fflush(report_file);
}

static struct ss_syntax syntax;
static unsigned long next_label;

/* Inlined and unrolled copies repeat a diagnostic; say it once per site. */
struct said {
	location_t loc;
	enum ss_diag_code code;
};

static struct said *said_already;
static size_t nsaid, said_size;

static bool first_time(location_t loc, enum ss_diag_code code)
{
	size_t i;

	for (i = 0; i < nsaid; i++)
		if (said_already[i].loc == loc && said_already[i].code == code)
			return false;
	if (nsaid == said_size) {
		said_size = said_size ? 2 * said_size : 16;
		said_already = XRESIZEVEC(struct said, said_already, said_size);
	}
	said_already[nsaid].loc = loc;
	said_already[nsaid++].code = code;
	return true;
}

static void report(location_t loc, const struct ss_result *res, bool toplevel)
{
	size_t i;

	/*
	 * an asm of a system header's macro: where the user expanded it, as
	 * GCC places its own warnings, which it drops in system headers
	 */
	loc = expansion_point_location_if_in_system_header(loc);
	for (i = 0; i < res->ndiags; i++) {
		const struct ss_diag *d = &res->diags[i];
		const char *msg = ss_diag_message(d->code);
		const char *what = d->blocking ? "; the asm is left as written"
					       : "";

		/* top-level asm has no copies, and often no location */
		if (!toplevel && !first_time(loc, d->code))
			continue;
		report_fact(d->severity == SS_ERROR,
			    toplevel && d->blocking ? "OTHER" :
			    ss_diag_name(d->code), d->blocking);
		if (toplevel && d->blocking)
			ss_warning_at(loc,
				      "sectsubst: top-level %<asm%> is not rewritten (only %<asm%> inside functions is): %qs",
				      d->stmt);
		else if (d->severity == SS_ERROR)
			error_at(loc, "sectsubst: %s%s (%<asm%> line %u: %qs)", msg,
				 what, (unsigned int)d->line, d->stmt);
		else
			ss_warning_at(loc, "sectsubst: %s%s (%<asm%> line %u: %qs)",
				      msg, what, (unsigned int)d->line, d->stmt);
	}
}

static void note_renames(location_t loc, const struct ss_result *res)
{
	size_t i;

	for (i = 0; i < res->nrenames; i++) {
		const struct ss_rename *r = &res->renames[i];

		if (verbose)
			inform(loc, "sectsubst: section %qs renamed to %qs, reference %qs",
			       r->old_name, r->new_name,
			       r->label ? r->label : "none");
		if (dump_file)
			fprintf(dump_file, ";; sectsubst: %s: %s -> %s [%s]\n",
				current_function_name(), r->old_name,
				r->new_name, r->label ? r->label : "no ref");
	}
}

static void rewrite_asm(rtx_insn *insn, const struct fn_section *fs)
{
	struct asm_site site;
	struct ss_asm in;
	struct ss_result res;

	switch (find_asm(insn, &site)) {
	case ASM_NONE:
		return;
	case ASM_ODD:
		report_fact(false, "OTHER", true);
		ss_warning_at(INSN_LOCATION(insn),
			      "sectsubst: %<asm%> of an unexpected RTL shape is left as written");
		return;
	case ASM_FOUND:
		break;
	}
	in.text = site.tmpl;
	in.len = strlen(site.tmpl);
	in.extended = site.extended;
	in.section = fs->name;
	in.comdat = fs->comdat;
	in.label_base = next_label;
	ss_rewrite(&in, &syntax, &config, &res);
	report(site.loc, &res, false);
	if (res.text) {
		set_asm_template(&site, res.text);
		next_label += res.labels_used;
		note_renames(site.loc, &res);
	}
	ss_result_free(&res);
}

static unsigned int sectsubst_execute(void)
{
	bool cold = function_starts_cold();
	struct fn_section hot_part = function_part_section(false);
	struct fn_section cold_part = function_part_section(true);
	rtx_insn *insn;

	for (insn = get_insns(); insn; insn = NEXT_INSN(insn)) {
		if (NOTE_P(insn) &&
		    NOTE_KIND(insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS) {
			cold = !cold;
		} else if (NONJUMP_INSN_P(insn) || JUMP_P(insn)) {
			rtx body = PATTERN(insn);
			int i;

			if (GET_CODE(body) != SEQUENCE) {
				rewrite_asm(insn, cold ? &cold_part
						       : &hot_part);
				continue;
			}
			/*
			 * delay slots: every insn of the group may be asm (a
			 * SEQUENCE holds insns: rtx_sequence::insn)
			 */
			for (i = 0; i < XVECLEN(body, 0); i++)
				rewrite_asm((rtx_insn *)XVECEXP(body, 0, i),
					    cold ? &cold_part : &hot_part);
		}
	}
	return 0;
}

#define PASS_NAME sectsubst
#define NO_GATE
#include "gcc-generate-rtl-pass.h"

/*
 * Top-level asm never reaches an RTL pass.  Its %S is left to gas (with
 * --sectname-subst); say so, since nothing here rewrites it.
 */
static void check_toplevel_asm(void *, void *)
{
	struct ss_config no_tables = config;
	asm_node *node;

	no_tables.ntables = 0;
	for (node = symtab->first_asm_symbol(); node;
	     node = next_toplevel_asm(node)) {
		struct toplevel_asm t = toplevel_asm(node);
		struct ss_asm in = { t.tmpl, strlen(t.tmpl), t.extended,
				     NULL, 0, 0 };
		struct ss_result res;

		ss_rewrite(&in, &syntax, &no_tables, &res);
		report(t.loc, &res, true);
		ss_result_free(&res);
	}
}

/*
 * tables=, read once every argument is: its entries without a mode take
 * naming=, wherever that stands.  False, with an error, for a list the
 * core refuses: the plugin then fails to initialize.
 */
static bool parse_tables(const char *name, const char *value)
{
	static struct ss_tables tables;
	const char *why;

	ss_tables_free(&tables);
	why = ss_parse_tables(value, config.naming, &tables);
	if (why) {
		error("%s: %<tables=%s%>: %qs: %s", name, value, tables.bad, why);
		return false;
	}
	config.tables = tables.names;
	config.ntables = tables.n;
	config.namings = tables.namings;
	return true;
}

/*
 * A linkorder table without an assembler for it would give a broken
 * object: the compile stops here instead.
 */
static bool assembler_fits(const char *name)
{
	size_t i;

	for (i = 0; i < config.ntables; i++) {
		if ((config.namings ? config.namings[i] : config.naming) ==
			    SS_NAMING_LINKORDER &&
		    !assembler_has_link_order()) {
			error_at(input_location,
				 "%s: table %qs: linkorder needs an assembler with the %<o%> section flag and unique sections (binutils 2.35 or later); this GCC was configured with one that has neither",
				 name, config.tables[i]);
			return false;
		}
	}
	return true;
}

enum option {
#define SS_OPTION(key, ...) SS_OPT_##key,
#include "sectsubst/options.def"
#undef SS_OPTION
	SS_OPT_NONE
};

/* tables='s default, as --help names it: tables.def's list */
static const char *default_tables(void)
{
	static char list[256];
	size_t i;

	list[0] = 0;
	for (i = 0; i < ss_ndefault_tables; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list),
			 "%s%s", i ? "," : "", ss_default_tables[i]);
	return list;
}

/*
 * options.def's table.  The defaults are computed when the plugin is
 * loaded (tables= names tables.def's list), which calls nothing of cc1's.
 */
static const struct option_spec {
	const char *key;
	const char *value;	/* its syntax; NULL: takes none */
	const char *help;
	const char *dflt;	/* NULL: none to name */
} option_specs[] = {
#define SS_OPTION(key, value, help, dflt) { #key, value, help, dflt },
#include "sectsubst/options.def"
#undef SS_OPTION
};

/* key=value, or key, as options.def and so the user write it */
static const char *option_syntax(const struct option_spec *o)
{
	static char buf[128];

	snprintf(buf, sizeof(buf), "%s%s%s", o->key, o->value ? "=" : "",
		 o->value ? o->value : "");
	return buf;
}

/* The option key names, if it takes a value exactly when one is given. */
static enum option find_option(const char *key, const char *value)
{
	size_t i;

	for (i = 0; i < SS_OPT_NONE; i++)
		if (!strcmp(option_specs[i].key, key) &&
		    !option_specs[i].value == !value)
			return (enum option)i;
	return SS_OPT_NONE;
}

/* value is one of the words of syntax, "a|b|c" */
static bool one_of(const char *value, const char *syntax)
{
	size_t len = strlen(value), n;
	const char *p = syntax;

	for (;;) {
		n = strcspn(p, "|");
		if (n == len && !strncmp(p, value, n))
			return true;
		if (!p[n])
			return false;
		p += n + 1;
	}
}

/* Applies one option; false if its value is not one it takes. */
static bool apply_option(enum option opt, const char *value, bool *disable,
			 const char **tables)
{
	switch (opt) {
	case SS_OPT_tables:
		*tables = value;
		return true;
	case SS_OPT_refs:
		if (!one_of(value, option_specs[opt].value))
			return false;
		config.refs = !strcmp(value, "yes");
		return true;
	case SS_OPT_naming:	/* its words are the core's */
		if (ss_parse_naming(value, strlen(value)) < 0)
			return false;
		config.naming = (enum ss_naming)ss_parse_naming(value,
								strlen(value));
		return true;
	case SS_OPT_diagnostics:
		if (!one_of(value, option_specs[opt].value))
			return false;
		shown = !strcmp(value, "note") ? SHOWN_AS_NOTE :
			!strcmp(value, "none") ? SHOWN_AS_NONE :
			SHOWN_AS_WARNING;
		return true;
	case SS_OPT_report:
		if (!*value)
			return false;
		report_path = value;
		return true;
	case SS_OPT_verbose:
		verbose = true;
		return true;
	case SS_OPT_disable:
		*disable = true;
		return true;
	case SS_OPT_NONE:
		break;
	}
	return false;
}

/* "valid options are: ..." */
static const char *valid_options(void)
{
	static char valid[512];
	size_t i;

	valid[0] = 0;
	for (i = 0; i < SS_OPT_NONE; i++)
		snprintf(valid + strlen(valid), sizeof(valid) - strlen(valid),
			 "%s%s", i ? ", " : "", option_syntax(&option_specs[i]));
	return valid;
}

static bool parse_args(const char *name, int argc,
		       struct plugin_argument *argv, bool *disable)
{
	const char *tables = NULL;
	int i;

	for (i = 0; i < argc; i++) {
		const char *key = argv[i].key, *value = argv[i].value;

		if (!apply_option(find_option(key, value), value, disable,
				  &tables)) {
			error("%s: invalid option %<-fplugin-arg-%s-%s%s%s%>; "
			      "valid options are: %s", name, name, key,
			      value ? "=" : "", value ? value : "",
			      valid_options());
			return false;
		}
	}
	return (!tables || parse_tables(name, tables)) && assembler_fits(name);
}

/*
 * plugin_default_version_check's test, made without calling into cc1, so
 * that it holds where the plugin's references to cc1 are weak: the
 * sectsubst project's own build makes them so, for a plugin loaded into
 * another GCC to say which one it was built for rather than fail in
 * dlopen.  Nothing of cc1's may be called before this has passed.
 */
static bool same_gcc(const struct plugin_gcc_version *a,
		     const struct plugin_gcc_version *b)
{
	return !strcmp(a->basever, b->basever) &&
	       !strcmp(a->datestamp, b->datestamp) &&
	       !strcmp(a->devphase, b->devphase) &&
	       !strcmp(a->revision, b->revision) &&
	       !strcmp(a->configuration_arguments,
		       b->configuration_arguments);
}

/* The rewrite core allocates nothing it can fail to get. */
static void out_of_memory(void)
{
	fatal_error(UNKNOWN_LOCATION, "sectsubst: out of memory");
}

/*
 * --help: a line an option, its syntax, a tab to the next stop but one
 * after a short key, its help, and its default.
 */
static const char *help_text(void)
{
	static char help[1024];
	size_t i;

	help[0] = 0;
	for (i = 0; i < SS_OPT_NONE; i++) {
		const struct option_spec *o = &option_specs[i];
		const char *syntax = option_syntax(o);

		snprintf(help + strlen(help), sizeof(help) - strlen(help),
			 "%s%s%s%s%s%s\n", syntax,
			 strlen(syntax) < 8 ? "\t\t" : "\t", o->help,
			 o->dflt ? " (default " : "", o->dflt ? o->dflt : "",
			 o->dflt ? ")" : "");
	}
	return help;
}

/* Just before final, which emits the templates. */
static void register_pass(const char *name)
{
	PASS_INFO(sectsubst, "final", 1, PASS_POS_INSERT_BEFORE);

	register_callback(name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			  &sectsubst_pass_info);
}

__visible int plugin_init(struct plugin_name_args *info,
			  struct plugin_gcc_version *version)
{
	static const struct ss_alloc_hooks hooks = { NULL, out_of_memory };
	bool disable = false;

	if (!same_gcc(version, &gcc_version)) {
		fprintf(stderr,
			"%s: error: built for %sGCC %s, loaded into GCC %s: build and install it for this compiler (make install CC=<gcc>)\n",
			info->base_name,
			strcmp(gcc_version.basever, version->basever) ?
				"" : "another build of ",
			gcc_version.basever, version->basever);
		return 1;
	}
	sectsubst_plugin_info.help = help_text();
	register_callback(info->base_name, PLUGIN_INFO, NULL,
			  &sectsubst_plugin_info);
	config.tables = ss_default_tables;
	config.ntables = ss_ndefault_tables;
	ss_set_alloc_hooks(&hooks);
	if (!parse_args(info->base_name, info->argc, info->argv, &disable))
		return 1;
	if (report_path)
		report_file = fopen(report_path, "w");
	if (report_path && !report_file) {
		error("sectsubst: cannot write %qs: %m", report_path);
		return 1;
	}
	if (disable)
		return 0;
	target_syntax(&syntax);

	if (flag_generate_lto) {
		report_fact(false, "OTHER", false);
		warning_at(input_location, 0,
			   "sectsubst: with %<-flto%> the %<asm%> rewrites happen in the link-time compiler; pass %<-fplugin=%s%> (and its arguments) to the link too",
			   info->full_name);
	}

	register_pass(info->base_name);
	register_callback(info->base_name, PLUGIN_ALL_IPA_PASSES_START,
			  check_toplevel_asm, NULL);
	return 0;
}
