# SPDX-License-Identifier: GPL-2.0-or-later
# sectsubst: build the GCC plugin for one compiler, run its tests.
#
#   make [CC=<gcc>] [O=<dir>]   build <dir>/sectsubst.so for that compiler
#   make install                into that compiler's plugin directory, and
#                               the verify mode's wrapper into $(BINDIR)
#   make tools                  the host tools: ss-tables, sectsubst-verify
#   make deb                    a Debian package of it, gcc-<N>-plugin-sectsubst
#   make check                  the whole test suite
#   make demo                   what the plugin does, on a small program

CC ?= gcc
O ?= build
# GNU make presets CC=cc; the plugin must match the compiler it is loaded into
ifeq ($(origin CC),default)
CC := gcc
endif

# Read when the Makefile is parsed: the targets that install packages
# (demo, check, ...) do it first, then run make again for the plugin.
GCC_VERSION := $(shell $(CC) -dumpversion 2>/dev/null)
GCC_PLUGIN_DIR := $(shell $(CC) -print-file-name=plugin 2>/dev/null)
# the plugin is host code: build it with the host compiler of that version
HOSTCC ?= $(shell command -v gcc-$(GCC_VERSION) >/dev/null && echo gcc-$(GCC_VERSION) || echo gcc)
HOSTCXX ?= $(shell command -v g++-$(GCC_VERSION) >/dev/null && echo g++-$(GCC_VERSION) || echo g++)

WARN := -Wall -Wextra -Wno-unused-parameter
CORE_CFLAGS := -std=c99 -O2 -g -fPIC $(WARN) -pedantic -Iinclude
# GCC's plugin-version.h, which gcc-common.h includes as the kernel's
# does, defines gcc_version in every unit: -Wno-unused-variable, as the
# kernel's plugin_cxxflags have it
PLUGIN_CXXFLAGS := -std=gnu++17 -O2 -g -fPIC -fno-rtti -fno-exceptions \
	-fasynchronous-unwind-tables $(WARN) -Wno-missing-field-initializers \
	-Wno-unused-variable \
	-I$(GCC_PLUGIN_DIR)/include -Iinclude -Iplugin

PLUGIN := $(O)/sectsubst.so
GLUE_OBJS := $(O)/sectsubst.o $(O)/gccfacts.o
CORE_OBJS := $(O)/rewrite.o

# The host tools (make tools): the verify mode's wrapper (README, "Verify
# mode") and, beside it, the table decoder it runs, which the test suite
# and the kernel scripts use too.
VERIFY := $(O)/sectsubst-verify $(O)/ss-tables
TOOLS_SRCS := tools/ss-tables.c tools/elf.c tools/facts.c tools/tables.c \
	tools/image.c tools/verify.c
TOOLS_HEADERS := tools/elf.h tools/facts.h tools/tables.h tools/image.h \
	tools/verify.h tools/xalloc.h include/sectsubst/diags.def \
	include/sectsubst/tables.def
BINDIR ?= /usr/local/bin

all: $(PLUGIN) $(VERIFY)

# Linked by the C driver, without libstdc++: cc1 exports the operator new
# and delete the glue needs, and loading libstdc++ into every cc1 would
# cost ~5M instructions a compile (bench/).
# Every undefined symbol (cc1's, and libc's) is made weak first: GCC
# dlopens a plugin with RTLD_NOW, and a plugin built for another GCC would
# otherwise fail there, on some C++ symbol whose mangling changed, before
# plugin_init could say which GCC it was built for.
$(PLUGIN): $(GLUE_OBJS) $(CORE_OBJS)
	$(HOSTCC) -r -nostdlib -o $(O)/sectsubst-r.o $^
	nm -u $(O)/sectsubst-r.o | awk '{ print $$NF }' >$(O)/undefined.txt
	objcopy --weaken-symbols=$(O)/undefined.txt $(O)/sectsubst-r.o
	$(HOSTCC) -shared -o $@ $(O)/sectsubst-r.o

# C-style glue, compiled as C++ because GCC's headers are C++
CORE_HEADERS := include/sectsubst/rewrite.h include/sectsubst/diags.def \
	include/sectsubst/tables.def
$(O)/%.o: plugin/%.c plugin/gccfacts.h plugin/gcc-common.h \
		plugin/gcc-generate-rtl-pass.h $(CORE_HEADERS) \
		include/sectsubst/options.def | $(O)/.dir
	@test -f "$(GCC_PLUGIN_DIR)/include/gcc-plugin.h" || { \
	  echo "no plugin headers for $(CC) ($(GCC_PLUGIN_DIR)):" \
	    "as root, scripts/deps.sh build $(CC) installs them"; exit 1; }
	$(HOSTCXX) $(PLUGIN_CXXFLAGS) -x c++ -c -o $@ $<

$(O)/rewrite.o: plugin/rewrite.c $(CORE_HEADERS) | $(O)/.dir
	$(HOSTCC) $(CORE_CFLAGS) -c -o $@ $<

$(O)/.dir:
	mkdir -p $(O) && touch $@

$(O)/ss-tables: $(TOOLS_SRCS) $(TOOLS_HEADERS) | $(O)/.dir
	$(HOSTCC) -std=c99 -O2 $(WARN) -pedantic -o $@ $(TOOLS_SRCS)

$(O)/sectsubst-verify: scripts/sectsubst-verify | $(O)/.dir
	install -m 0755 $< $@

tools: $(VERIFY)

# The rewrite core's host test programs (unit.exp, catalogue.exp): its unit
# tests and the fuzz corpus's replay, with ASan and UBSan, ss-rewrite, and
# readme-check (README's tables against options.def and diags.def).
# A compiler warning goes to <program>.warnings, which unit.exp reports.
TEST_TOOLS := $(O)/rewrite-test $(O)/fuzz-replay $(O)/ss-rewrite \
	$(O)/readme-check
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=all
$(O)/rewrite-test: plugin/rewrite.c testsuite/unit/rewrite-test.c $(CORE_HEADERS) | $(O)/.dir
	$(HOSTCC) -std=c99 -g -O1 -Wall -Wextra -Wno-missing-field-initializers \
	  $(SANITIZE) -Iinclude -o $@ $(filter %.c,$^) 2>$@.warnings || \
	  { cat $@.warnings >&2; exit 1; }

$(O)/fuzz-replay: plugin/rewrite.c testsuite/fuzz/fuzz-rewrite.c \
		testsuite/fuzz/replay.c $(CORE_HEADERS) | $(O)/.dir
	$(HOSTCC) -std=c99 -g -O1 -Wall -Wextra $(SANITIZE) -Iinclude \
	  -o $@ $(filter %.c,$^) 2>$@.warnings || { cat $@.warnings >&2; exit 1; }

$(O)/ss-rewrite: plugin/rewrite.c testsuite/unit/ss-rewrite.c $(CORE_HEADERS) | $(O)/.dir
	$(HOSTCC) -std=gnu99 -O1 -Wall -Iinclude -o $@ $(filter %.c,$^)

$(O)/readme-check: testsuite/unit/readme-check.c include/sectsubst/options.def \
		include/sectsubst/diags.def | $(O)/.dir
	$(HOSTCC) -std=c99 -O1 $(WARN) -pedantic -Iinclude -o $@ $< \
	  2>$@.warnings || { cat $@.warnings >&2; exit 1; }

test-tools: $(TEST_TOOLS)

.PHONY: tools test-tools

install: $(PLUGIN) $(VERIFY)
	install -D -m 0755 $(PLUGIN) $(DESTDIR)$(GCC_PLUGIN_DIR)/sectsubst.so
	install -D -m 0755 -t $(DESTDIR)$(BINDIR) $(VERIFY)

# A Debian package of the plugin for $(CC): gcc-<N>-plugin-sectsubst
# (-<triplet> for a cross compiler), depending on that compiler's exact
# package version; scripts/deb.sh.
deb: $(PLUGIN) $(VERIFY)
	@scripts/deb.sh $(CC) $(O)

clean:
	rm -rf $(O)

.PHONY: all install deb clean

# The whole suite, once for every compiler in CHECK_COMPILERS: DejaGnu runs
# the unit, compile, differential, link, runtime and C++ tests against the
# plugin built for that compiler.  The default is the suite's own
# compilers (scripts/deps.sh compilers): gcc-12, gcc-11 and the cross
# compilers on Debian 12.  Each target below first installs the Debian
# packages it misses (scripts/deps.sh, as root).
CHECK_COMPILERS ?= $(shell scripts/deps.sh compilers)
CHECK_JOBS ?= 2
check:
	@scripts/deps.sh check $(CHECK_COMPILERS)
	@scripts/check.sh -j$(CHECK_JOBS) $(O)/check $(CHECK_COMPILERS)

.PHONY: check

# The plugin at work on demo/demo.c, before and after.
demo:
	@scripts/deps.sh demo $(CC)
	@$(MAKE) -s $(PLUGIN)
	@scripts/demo.sh $(CC) $(PLUGIN) $(O)/demo

.PHONY: demo

# libFuzzer on the rewrite core, for FUZZ_SECONDS (SS_FUZZ_GAS=1: gas the
# oracle too; SS_FUZZ_SYNTAX=m68k: every input in m68k's syntax, its gas
# the oracle; docs/tests.md); new inputs go to
# $(O)/fuzz-corpus, the committed seeds in testsuite/fuzz/corpus are read.
FUZZ_SECONDS ?= 120
$(O)/fuzz-rewrite: plugin/rewrite.c testsuite/fuzz/fuzz-rewrite.c $(CORE_HEADERS) | $(O)/.dir
	clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	  -Iinclude plugin/rewrite.c testsuite/fuzz/fuzz-rewrite.c -o $@

fuzz:
	@scripts/deps.sh fuzz
	@$(MAKE) -s $(O)/fuzz-rewrite
	@mkdir -p $(O)/fuzz-corpus
	$(O)/fuzz-rewrite -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -artifact_prefix=$(O)/ $(O)/fuzz-corpus testsuite/fuzz/corpus

.PHONY: fuzz

# The suite's power (scripts/mutate.sh): every mutant of
# testsuite/mutants.tsv run against the subsets that cover its file, one
# at a time in a copy of the tree; resumable, the score last.
mutate:
	@scripts/mutate.sh $(O)/mutate

.PHONY: mutate

# cc1's cost with the plugin on preprocessed kernel units (bench/run.sh).
BENCH_ARCHS ?= x86_64 arm
bench:
	@scripts/deps.sh bench
	@bench/run.sh $(O)/bench $(BENCH_ARCHS)

.PHONY: bench

# The Linux integration (kernel/): Debian's linux-source-$(LINUX) patched
# with kernel/patches/$(LINUX) and the plugin; minimal kernels for
# KERNEL_ARCHS built with dead code elimination, without and with the
# plugin and as a negative control, booted under qemu, their tables
# decoded and compared.  Linux 7.3 (mainline) comes from Debian 13's
# backports, 6.12 (LTS) from Debian 13, 7.2 from unstable:
# kernel-check-<version> builds it in the root of the Debian that ships
# it (kernel-root), with that Debian's gcc-14 cross compilers.
LINUX ?= 7.3
KERNEL_ARCHS ?= arm riscv
KERNEL_VERSIONS := 7.3 7.2 6.12
kernel-root = $(if $(filter 7.2,$(1)),sid,trixie)
# make $(1) LINUX=$* in the root that ships Linux $*, where $(2) is a
# variable set on the command line that the target passes on
in-kernel-root = scripts/root.sh create $(call kernel-root,$*) && \
  scripts/root.sh run $(call kernel-root,$*) make -s $(1) LINUX=$* \
  O=$(O)/$(call kernel-root,$*) \
  $(foreach v,$(2),$(if $(filter command line,$(origin $(v))),$(v)='$($(v))'))
kernel-check:
	@if scripts/deps.sh kernel-source $(LINUX); then \
	  scripts/deps.sh kernel $(LINUX) $(KERNEL_ARCHS) && \
	  $(MAKE) -s tools && \
	  SS_TABLES=$(abspath $(O))/ss-tables LINUX=$(LINUX) \
	    kernel/check.sh $(O)/kernel-$(LINUX) $(KERNEL_ARCHS); \
	else \
	  echo "kernel-check: skipped: this Debian has no linux-source-$(LINUX)"; \
	  echo "kernel-check: 0 passed, 0 failed"; \
	fi

$(addprefix kernel-check-,$(KERNEL_VERSIONS)): kernel-check-%:
	@$(call in-kernel-root,kernel-check,KERNEL_ARCHS KCONFIG_BASE)

# Every architecture with dead code elimination the plugin supports, on
# mainline and on 6.12 (not in CI: hours on 2 cores).
kernel-check-all:
	@scripts/lanes.sh $(O)/kernel-all \
	  kernel-7.3 "$(MAKE) -s kernel-check-7.3 KERNEL_ARCHS='arm riscv mips ppc m68k'" \
	  kernel-6.12 "$(MAKE) -s kernel-check-6.12 KERNEL_ARCHS='arm riscv mips ppc'"

.PHONY: kernel-check kernel-check-all $(addprefix kernel-check-,$(KERNEL_VERSIONS))

# What CI runs (.ci/run), one lane after another, each timed: make check
# (Debian 12's compilers), the minimal ARM and RISC-V kernels of Linux 7.3
# and 6.12 in the Debian 13 root, the front door on bare
# Debian 12 and 13 roots, and make check with the newest compiler of each
# toolchain root (gcc-14 in Debian 13, gcc-16 in unstable).  The last
# line sums them all: "N passed, N failed".
# MIPS, PowerPC and m68k run in make kernel-check-all, not in CI.
check-all:
	@scripts/lanes.sh $(O)/lanes \
	  check "$(MAKE) -s check" \
	  kernel-7.3 "$(MAKE) -s kernel-check-7.3" \
	  kernel-6.12 "$(MAKE) -s kernel-check-6.12" \
	  front-door "$(MAKE) -s check-front-door" \
	  trixie-gcc-14 "$(call in-root,trixie,CHECK_COMPILERS=gcc-14)" \
	  sid-gcc-16 "$(call in-root,sid,CHECK_COMPILERS=gcc-16)"

.PHONY: check-all

# make check in a toolchain root (scripts/root.sh, as root): $(1) the
# Debian suite, $(2) make's arguments; its builds go to $(O)/$(1).
in-root = scripts/root.sh create $(1) && scripts/root.sh run $(1) make -s check O=$(O)/$(1) $(2)

# make check for every compiler, each in a root of the Debian it comes
# from, installed there as on a bare machine: GCC 11 and 12 and the gcc-12
# cross compilers (Debian 12), GCC 13 and 14 and the gcc-14 cross
# compilers (Debian 13), GCC 15 and 16 (unstable).  Nothing of another
# suite is installed on the host.
check-toolchains:
	@scripts/lanes.sh $(O)/toolchains \
	  bookworm "$(call in-root,bookworm)" \
	  trixie "$(call in-root,trixie)" \
	  sid "$(call in-root,sid)"

.PHONY: check-toolchains

# make demo, as root, in bare Debian 12 and 13 roots with only make added.
FRONT_DOOR_SUITES ?= bookworm trixie
check-front-door:
	@scripts/front-door.sh $(O)/front-door $(FRONT_DOOR_SUITES)

.PHONY: check-front-door

# Sizes and build times of no DCE, DCE, DCE + plugin and the oracle (DCE
# relinked without KEEP() on the tables), and the census of every KEEP()
# (a relink without each), for the minimal configurations and then the
# defconfigs (kernel/build.sh); reuses the kernel-check builds and builds
# the rest (hours on 2 cores).  KCONFIG_BASES picks one of the two.
# kernel-report-6.12 does it in the Debian 13 root.
KCONFIG_BASES ?= minimal defconfig
kernel-report:
	@scripts/deps.sh kernel $(LINUX) $(KERNEL_ARCHS)
	@for b in $(KCONFIG_BASES); do \
	  LINUX=$(LINUX) KCONFIG_BASE=$$b kernel/report.sh $(O)/kernel-$(LINUX) $(KERNEL_ARCHS) || exit; \
	done

$(addprefix kernel-report-,$(KERNEL_VERSIONS)): kernel-report-%:
	@$(call in-kernel-root,kernel-report,KERNEL_ARCHS KCONFIG_BASES)

.PHONY: kernel-report $(addprefix kernel-report-,$(KERNEL_VERSIONS))

# Whole kernels under the verify mode (kernel/sweep.sh): the
# configurations of kernel/sweep.list for $(LINUX), or SWEEP's
# (<arch>:<config> words), each built without and with the plugin, every
# compile verified, tables, size and objtool's warnings compared.  Hours
# to days on 2 cores; run it again and it goes on where it stopped.
# kernel-sweep-6.12 does it in the Debian 13 root.
SWEEP ?=
sweep-archs = $(sort $(foreach c,$(shell LINUX=$(LINUX) kernel/sweep.sh --list $(SWEEP)),$(firstword $(subst :, ,$(c)))))
kernel-sweep:
	@scripts/deps.sh build gcc && scripts/deps.sh kernel $(LINUX) $(sweep-archs)
	@LINUX=$(LINUX) kernel/sweep.sh $(O)/kernel-$(LINUX) $(SWEEP)

$(addprefix kernel-sweep-,$(KERNEL_VERSIONS)): kernel-sweep-%:
	@$(call in-kernel-root,kernel-sweep,SWEEP)

.PHONY: kernel-sweep $(addprefix kernel-sweep-,$(KERNEL_VERSIONS))

# The plugin's cost on a whole kernel build (bench/kernel-cost.sh):
# COST_ARCH's defconfig (or KCONFIG_BASE's, e.g. def:multi_v7_defconfig),
# without the plugin and with it (COST_VARIANTS="dce plugin verify" adds
# the verify mode), from clean, alternated over COST_ROUNDS rounds; the
# ratios of the sums for the kernel alone, and the plugin's own compile
# apart; then the last round's builds part by part, every
# COST_PARTS_STEP-th object (bench/cost-parts.sh).  kernel-cost-7.3 does
# it in the Debian 13 root.
COST_ARCH ?= ppc
COST_ROUNDS ?= 3
kernel-cost:
	@scripts/deps.sh kernel $(LINUX) $(COST_ARCH)
	@LINUX=$(LINUX) bench/kernel-cost.sh $(O)/kernel-$(LINUX) $(COST_ARCH) $(COST_ROUNDS)

$(addprefix kernel-cost-,$(KERNEL_VERSIONS)): kernel-cost-%:
	@$(call in-kernel-root,kernel-cost,COST_ARCH COST_ROUNDS COST_VARIANTS COST_PARTS_STEP KCONFIG_BASE)

.PHONY: kernel-cost $(addprefix kernel-cost-,$(KERNEL_VERSIONS))
