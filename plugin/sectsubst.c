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
 * Options: -fplugin-arg-sectsubst-<key>[=<value>]
 *   tables=A[:mode],...  tables to rename (default: include/sectsubst/tables.def)
 *   refs=yes|no	insert the .reloc references (default yes)
 *   naming=suffix|unique|linkorder  the mode of tables without one:
 *			__ex_table.text.foo, __ex_table,unique,<id>, or
 *			__ex_table,"o",<label>,unique,<id>
 *   diagnostics=warning|note  how an asm left as written is reported
 *   report=FILE	the diagnostics as facts for verify mode, a line each
 *   verbose		a note for every rewrite
 *   disable		load, but change nothing
 */
#include "gcc-common.h"
#include "plugin-version.h"
#include "gccfacts.h"

int plugin_is_GPL_compatible;

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
 * diagnostics=note: what would be a warning is a note, which -Werror
 * (the kernel's CONFIG_WERROR) cannot turn into an error; an asm left as
 * written is a correct build, only a smaller saving.
 */
static bool warnings_as_notes;

#define ss_warning_at(loc, ...)						\
	(warnings_as_notes ? inform(loc, __VA_ARGS__)			\
			   : (void)warning_at(loc, 0, __VA_ARGS__))

/*
 * report=FILE: what verify mode needs of the compile's diagnostics, as
 * facts rather than GCC's text (which a translation or
 * -fdiagnostics-format=json changes): the file is emptied when the plugin
 * starts, then gets one line per diagnostic given, tab-separated,
 *     KIND CODE LEFT
 * KIND warning, note or error; CODE the diags.def code, OTHER for the
 * plugin's other diagnostics (top-level asm, an odd RTL shape, -flto);
 * LEFT 1 where an asm is left as written.
 */
static FILE *report_file;
static const char *report_path;
static const char *const diag_codes[] = {
#define SS_DIAG(code, blocking, message) #code,
#include "sectsubst/diags.def"
#undef SS_DIAG
};

static void report_fact(bool error, const char *code, bool left)
{
	if (!report_file)
		return;
	fprintf(report_file, "%s\t%s\t%d\n", error ? "error" :
		warnings_as_notes ? "note" : "warning", code, left);
	fflush(report_file);
}
static struct ss_syntax syntax;
static unsigned long next_label;

/* Inlined and unrolled copies repeat a diagnostic; say it once per site. */
struct said {
	location_t loc;
	enum ss_diag_code code;
};
static vec<struct said> said_already;

static bool first_time(location_t loc, enum ss_diag_code code)
{
	unsigned int i;

	for (i = 0; i < said_already.length(); i++)
		if (said_already[i].loc == loc && said_already[i].code == code)
			return false;
	said_already.safe_push({ loc, code });
	return true;
}

static void report(location_t loc, const struct ss_result *res, bool toplevel)
{
	size_t i;

	/* an asm of a system header's macro: where the user expanded it, as
	   GCC places its own warnings, which it drops in system headers */
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
			    diag_codes[d->code], d->blocking);
		if (toplevel && d->blocking)
			ss_warning_at(loc,
				      "sectsubst: top-level %<asm%> is not rewritten "
				      "(only %<asm%> inside functions is): %qs",
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
			inform(loc, "sectsubst: section %qs renamed to %qs, "
			       "reference %qs", r->old_name, r->new_name,
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
			      "sectsubst: %<asm%> of an unexpected RTL shape is "
			      "left as written");
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
			/* delay slots: every insn of the group may be asm */
			for (i = 0; i < XVECLEN(body, 0); i++)
				rewrite_asm(as_a<rtx_insn *>(
						XVECEXP(body, 0, i)),
					    cold ? &cold_part : &hot_part);
		}
	}
	return 0;
}

namespace {
const pass_data sectsubst_pass_data = {
	RTL_PASS,		/* type */
	"sectsubst",		/* name */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_NONE,		/* tv_id */
	0,			/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish */
};

class sectsubst_pass : public rtl_opt_pass {
public:
	sectsubst_pass(gcc::context *ctxt)
		: rtl_opt_pass(sectsubst_pass_data, ctxt)
	{
	}
	unsigned int execute(function *) final override
	{
		return sectsubst_execute();
	}
};
} // namespace

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
	     node = next_asm_node(node)) {
		struct toplevel_asm t = toplevel_asm(node);
		struct ss_asm in = { t.tmpl, strlen(t.tmpl), t.extended,
				     NULL, 0, 0 };
		struct ss_result res;

		ss_rewrite(&in, &syntax, &no_tables, &res);
		report(t.loc, &res, true);
		ss_result_free(&res);
	}
}

/* tables=, read once every argument is: its entries without a mode take
   naming=, wherever that stands. */
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

/* A linkorder table without an assembler for it would give a broken
   object: the compile stops here instead. */
static bool assembler_fits(const char *name)
{
	size_t i;

	for (i = 0; i < config.ntables; i++) {
		if ((config.namings ? config.namings[i] : config.naming) ==
			    SS_NAMING_LINKORDER &&
		    !assembler_has_link_order()) {
			error("%s: table %qs: linkorder needs an assembler "
			      "with the %<o%> section flag and unique sections "
			      "(binutils 2.35 or later); this GCC was "
			      "configured with one that has neither", name,
			      config.tables[i]);
			return false;
		}
	}
	return true;
}

static bool parse_args(const char *name, int argc,
		       struct plugin_argument *argv, bool *disable)
{
	static const char valid[] =
		"tables=NAME[:suffix|:unique|:linkorder],..., refs=yes|no, "
		"naming=suffix|unique|linkorder, diagnostics=warning|note, "
		"report=FILE, verbose, disable";
	const char *tables = NULL;
	int i;

	for (i = 0; i < argc; i++) {
		const char *key = argv[i].key, *value = argv[i].value;

		if (!strcmp(key, "disable") && !value) {
			*disable = true;
		} else if (!strcmp(key, "verbose") && !value) {
			verbose = true;
		} else if (!strcmp(key, "tables") && value) {
			tables = value;
		} else if (!strcmp(key, "refs") && value &&
			   (!strcmp(value, "yes") || !strcmp(value, "no"))) {
			config.refs = !strcmp(value, "yes");
		} else if (!strcmp(key, "diagnostics") && value &&
			   (!strcmp(value, "warning") || !strcmp(value, "note"))) {
			warnings_as_notes = !strcmp(value, "note");
		} else if (!strcmp(key, "report") && value && *value) {
			report_path = value;
		} else if (!strcmp(key, "naming") && value &&
			   ss_parse_naming(value, strlen(value)) >= 0) {
			config.naming = (enum ss_naming)ss_parse_naming(
				value, strlen(value));
		} else {
			error("%s: invalid option %<-fplugin-arg-%s-%s%s%s%>; "
			      "valid options are: %s", name, name, key,
			      value ? "=" : "", value ? value : "", valid);
			return false;
		}
	}
	return (!tables || parse_tables(name, tables)) && assembler_fits(name);
}

/*
 * plugin_default_version_check's test, made without calling into cc1: all
 * of the plugin's references to cc1 are weak (see the Makefile), so that
 * a plugin loaded into another GCC gets this far instead of failing in
 * dlopen, and nothing of cc1's may be called before this has said it is
 * the GCC the plugin was built for.
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

static const char *help_text(void)
{
	static char help[512];
	size_t i;

	snprintf(help, sizeof(help), "tables=A[:mode],...\tsection names to "
		 "rename per function, each in its own mode (default ");
	for (i = 0; i < ss_ndefault_tables; i++)
		snprintf(help + strlen(help), sizeof(help) - strlen(help),
			 "%s%s", i ? "," : "", ss_default_tables[i]);
	snprintf(help + strlen(help), sizeof(help) - strlen(help), ")\n"
		 "refs=yes|no\tinsert .reloc references (default yes)\n"
		 "naming=suffix|unique|linkorder\t<table><section>, "
		 "<table>,unique,<id>, or that linked to its function\n"
		 "diagnostics=warning|note\tan asm left as written: warning "
		 "or note\n"
		 "report=FILE\tthe diagnostics, a line each, for verify mode\n"
		 "verbose\t\tnote every rewrite\n"
		 "disable\t\tchange nothing\n");
	return help;
}

int plugin_init(struct plugin_name_args *info,
		struct plugin_gcc_version *version)
{
	static const struct ss_alloc_hooks hooks = { NULL, out_of_memory };
	struct register_pass_info pass_info;
	bool disable = false;

	if (!same_gcc(version, &gcc_version)) {
		fprintf(stderr, "%s: error: built for %sGCC %s, loaded into "
			"GCC %s: build and install it for this compiler "
			"(make install CC=<gcc>)\n", info->base_name,
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
	if (report_path && !(report_file = fopen(report_path, "w"))) {
		error("sectsubst: cannot write %qs: %m", report_path);
		return 1;
	}
	if (disable)
		return 0;
	target_syntax(&syntax);

	if (flag_generate_lto) {
		report_fact(false, "OTHER", false);
		warning(0, "sectsubst: with %<-flto%> the %<asm%> rewrites happen in "
			   "the link-time compiler; pass %<-fplugin=%s%> (and its "
			   "arguments) to the link too", info->full_name);
	}

	pass_info.pass = new sectsubst_pass(g);
	pass_info.reference_pass_name = "final";
	pass_info.ref_pass_instance_number = 1;
	pass_info.pos_op = PASS_POS_INSERT_BEFORE;
	register_callback(info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			  &pass_info);
	register_callback(info->base_name, PLUGIN_ALL_IPA_PASSES_START,
			  check_toplevel_asm, NULL);
	return 0;
}
