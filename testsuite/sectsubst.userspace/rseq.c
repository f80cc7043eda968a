/* rseq critical sections, in the shape of the Linux selftests'
   rseq-x86.h, rseq-arm.h and rseq-riscv.h (and librseq's): each asm
   pushes its descriptor into __rseq_cs, a pointer to it into
   __rseq_cs_ptr_array and its exits into __rseq_exit_point_array.  Its
   abort handler, behind the signature, goes where the selftests put it:
   into __rseq_failure on x86_64; into the function's own code on arm and
   riscv64, the arm one behind a copy of the descriptor that adr can reach.
   Nothing references the two arrays: debuggers and checkpointing tools
   read them by section name.  live_add() and live_add2() are reached from
   main(); dead_add() is reached by nothing.  Run, the program does a
   per-CPU add through each live critical section on the rseq area glibc
   (2.35 or later) registered, and prints "rseq: ok"; or, when glibc
   registered none, "rseq: not registered, syscall ENOSYS" where the rseq
   syscall is missing (qemu-user implements none), else "rseq: not
   registered, syscall present".  */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/rseq.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The rseq ABI's fields are 64 bits on every ABI: a 32-bit one pads each
   pointer (little-endian: the pointer, then 0).  RSEQ_SIG: the
   signature the kernel checks before the abort handler, an instruction
   that traps; RSEQ_TMP: the register the asm clobbers; RSEQ_COUNT: the
   add's operand.  */
#if defined(__x86_64__)
#define RSEQ_U64(x)	".quad " x
#define RSEQ_SIG_TEXT	"0x53053053"
#define RSEQ_TMP	"rax"
#define RSEQ_COUNT	"er"
#elif defined(__arm__) && !defined(__ARMEB__)
#define RSEQ_U64(x)	".word " x ", 0"
#define RSEQ_SIG_TEXT	"0xe7f5def3"	/* udf #24035, A32 */
#define RSEQ_TMP	"r0"
#define RSEQ_COUNT	"r"
#elif defined(__riscv) && __riscv_xlen == 64
#define RSEQ_U64(x)	".quad " x
#define RSEQ_SIG_TEXT	"0xf1401073"	/* csrw mhartid, x0 */
#define RSEQ_TMP	"t6"
#define RSEQ_COUNT	"r"
#else
#error "rseq.c has critical sections for x86_64, arm (little-endian) and riscv64 only"
#endif

/* struct rseq_cs: version, flags, start_ip (label 1), post_commit_offset
   (to label 2), abort_ip (label 4); start and commit are 1f and 2f, or 1b
   and 2b behind them.  */
#define RSEQ_CS_FIELDS(start, commit)					\
	".long 0, 0\n\t"						\
	RSEQ_U64(start) "\n\t"						\
	RSEQ_U64("(" commit " - " start ")") "\n\t"			\
	RSEQ_U64("4f") "\n\t"

/* The descriptor at label 3 of __rseq_cs, its pointer and the exit to
   the C label abort.  */
#define RSEQ_TABLES(abort)						\
	".pushsection __rseq_cs, \"aw\"\n\t"				\
	".balign 32\n\t"						\
	"3:\n\t"							\
	RSEQ_CS_FIELDS("1f", "2f")					\
	".popsection\n\t"						\
	".pushsection __rseq_cs_ptr_array, \"aw\"\n\t"			\
	RSEQ_U64("3b") "\n\t"						\
	".popsection\n\t"						\
	".pushsection __rseq_exit_point_array, \"aw\"\n\t"		\
	RSEQ_U64("1f") "\n\t"						\
	RSEQ_U64("%l[" #abort "]") "\n\t"				\
	".popsection\n\t"

/* Label 1 to 2: if this is still the CPU the C code read, *v += count;
   the kernel moves an interrupted thread to the abort handler, label 4,
   which goes to the C label abort.  */
#if defined(__x86_64__)
#define RSEQ_BODY(abort)						\
	"leaq 3b(%%rip), %%rax\n\t"					\
	"movq %%rax, %[rseq_cs]\n\t"					\
	"1:\n\t"							\
	"cmpl %[cpu_id], %[current_cpu_id]\n\t"				\
	"jnz %l[" #abort "]\n\t"					\
	"addq %[count], %[v]\n\t"					\
	"2:\n\t"							\
	".pushsection __rseq_failure, \"ax\"\n\t"			\
	/* ud1 <sig>(%rip), %edi: the signature is its displacement */	\
	".byte 0x0f, 0xb9, 0x3d\n\t"					\
	".long " RSEQ_SIG_TEXT "\n\t"					\
	"4:\n\t"							\
	"jmp %l[" #abort "]\n\t"					\
	".popsection\n\t"
#elif defined(__arm__)
#define RSEQ_BODY(abort)						\
	"adr r0, 5f\n\t"						\
	"str r0, %[rseq_cs]\n\t"					\
	"1:\n\t"							\
	"ldr r0, %[current_cpu_id]\n\t"					\
	"cmp %[cpu_id], r0\n\t"						\
	"bne 4f\n\t"							\
	"ldr r0, %[v]\n\t"						\
	"add r0, r0, %[count]\n\t"					\
	"str r0, %[v]\n\t"						\
	"2:\n\t"							\
	"b 6f\n\t"							\
	".balign 32\n\t"						\
	"5:\n\t"							\
	RSEQ_CS_FIELDS("1b", "2b")					\
	".word " RSEQ_SIG_TEXT "\n\t"					\
	"4:\n\t"							\
	"b %l[" #abort "]\n\t"						\
	"6:\n\t"
#else
#define RSEQ_BODY(abort)						\
	"lla t6, 3b\n\t"						\
	"sd t6, %[rseq_cs]\n\t"						\
	"1:\n\t"							\
	"lw t6, %[current_cpu_id]\n\t"					\
	"bne t6, %[cpu_id], 4f\n\t"					\
	"ld t6, %[v]\n\t"						\
	"add t6, t6, %[count]\n\t"					\
	"sd t6, %[v]\n\t"						\
	"2:\n\t"							\
	"j 5f\n\t"							\
	".balign 4\n\t"							\
	".long " RSEQ_SIG_TEXT "\n\t"					\
	"4:\n\t"							\
	"j %l[" #abort "]\n\t"						\
	"5:\n\t"
#endif

#define RSEQ_ADD(cpu_, p_, n_, abort)					\
	asm goto(RSEQ_TABLES(abort) RSEQ_BODY(abort)			\
		 : : [cpu_id] "r"(cpu_),					\
		     [current_cpu_id] "m"(rseq_area()->cpu_id),		\
		     [rseq_cs] "m"(rseq_area()->rseq_cs),		\
		     [v] "m"(*(p_)), [count] RSEQ_COUNT(n_)		\
		 : "memory", "cc", RSEQ_TMP : abort)

static struct rseq *rseq_area(void)
{
	return (struct rseq *)((char *)__builtin_thread_pointer() +
			       __rseq_offset);
}

#define ADDER(name)							\
	__attribute__((noinline)) int name(intptr_t *v, intptr_t count) \
	{								\
		int cpu = (int)rseq_area()->cpu_id;			\
									\
		if (cpu < 0)						\
			return -1;					\
		RSEQ_ADD(cpu, &v[cpu], count, abort);			\
		return 0;						\
	abort:								\
		return -1;						\
	}

ADDER(live_add)
ADDER(live_add2)
ADDER(dead_add)

static intptr_t counts[4096];

int main(void)
{
	intptr_t sum = 0;
	int i, n;

	if (__rseq_size == 0 || (int)rseq_area()->cpu_id < 0) {
		/* no area, length 0: the kernel refuses (EINVAL), registering
		   nothing; a missing syscall answers ENOSYS */
		int missing = syscall(SYS_rseq, NULL, 0, 0, 0) < 0 &&
			      errno == ENOSYS;

		printf("rseq: not registered, syscall %s\n",
		       missing ? "ENOSYS" : "present");
		return 0;
	}
	for (n = 0; n < 1000; n++)
		while (live_add(counts, 1) || live_add2(counts, 2))
			;
	for (i = 0; i < 4096; i++)
		sum += counts[i];
	printf(sum == 3000 ? "rseq: ok\n" : "rseq: sum %ld, not 3000\n",
	       (long)sum);
	return sum != 3000;
}
