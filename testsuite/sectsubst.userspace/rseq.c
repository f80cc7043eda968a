/* rseq critical sections, in the shape of the Linux selftests' rseq-x86.h
   (and librseq's): each asm pushes its descriptor into __rseq_cs, a
   pointer to it into __rseq_cs_ptr_array, its exits into
   __rseq_exit_point_array and its abort handler, behind the signature,
   into __rseq_failure.  Nothing references the two arrays: debuggers and
   checkpointing tools read them by section name.  live_add() and
   live_add2() are reached from main(); dead_add() is reached by nothing.
   Run, the program does a per-CPU add through each live critical section
   on the rseq area glibc (2.35 or later) registered, and prints
   "rseq: ok", or "rseq: not registered" when the kernel or glibc does not
   register one.  x86_64 only.  */
#include <stdint.h>
#include <stdio.h>
#include <sys/rseq.h>

#define RSEQ_SIG_TEXT "0x53053053"

#define RSEQ_ADD(cpu_, p_, n_, abort)					\
	asm goto(".pushsection __rseq_cs, \"aw\"\n\t"			\
		 ".balign 32\n\t"					\
		 "3:\n\t"						\
		 ".long 0, 0\n\t"					\
		 ".quad 1f, (2f - 1f), 4f\n\t"				\
		 ".popsection\n\t"					\
		 ".pushsection __rseq_cs_ptr_array, \"aw\"\n\t"		\
		 ".quad 3b\n\t"						\
		 ".popsection\n\t"					\
		 ".pushsection __rseq_exit_point_array, \"aw\"\n\t"	\
		 ".quad 1f, %l[" #abort "]\n\t"				\
		 ".popsection\n\t"					\
		 "leaq 3b(%%rip), %%rax\n\t"				\
		 "movq %%rax, %[rseq_cs]\n\t"				\
		 "1:\n\t"						\
		 "cmpl %[cpu_id], %[current_cpu_id]\n\t"		\
		 "jnz %l[" #abort "]\n\t"				\
		 "addq %[count], %[v]\n\t"				\
		 "2:\n\t"						\
		 ".pushsection __rseq_failure, \"ax\"\n\t"		\
		 ".byte 0x0f, 0xb9, 0x3d\n\t"				\
		 ".long " RSEQ_SIG_TEXT "\n\t"				\
		 "4:\n\t"						\
		 "jmp %l[" #abort "]\n\t"				\
		 ".popsection\n\t"					\
		 : : [cpu_id] "r"(cpu_),					\
		     [current_cpu_id] "m"(rseq_area()->cpu_id),		\
		     [rseq_cs] "m"(rseq_area()->rseq_cs),		\
		     [v] "m"(*(p_)), [count] "er"(n_)			\
		 : "memory", "cc", "rax" : abort)

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
		puts("rseq: not registered");
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
