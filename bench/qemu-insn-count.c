/* A qemu TCG plugin that counts the guest instructions a program executes and prints
 * the total at exit to stderr ("insns: N"). Used by bench/codegen-aarch64.sh: there is
 * no AArch64 hardware here, and under emulation the number of executed instructions is
 * a steadier measure than wall time. Counting is inline (an add per translation block
 * executed), so a block left early through an exception counts whole: negligible.
 *
 * The few declarations of qemu's plugin API (version 1, qemu 7.x) are written out here
 * because Debian's qemu-user packages do not ship qemu-plugin.h.
 *
 *   gcc -O2 -shared -fPIC bench/qemu-insn-count.c -o insn.so
 *   qemu-aarch64 -plugin ./insn.so prog */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#define EXPORT __attribute__((visibility("default")))
typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
typedef struct qemu_info_t qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t, void (*)(qemu_plugin_id_t, struct qemu_plugin_tb *));
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *, enum qemu_plugin_op, void *, uint64_t);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t, void (*)(qemu_plugin_id_t, void *), void *);

EXPORT int qemu_plugin_version = 1;

static uint64_t count;

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &count, qemu_plugin_tb_n_insns(tb));
}

static void on_exit(qemu_plugin_id_t id, void *p) {
    (void)id;
    (void)p;
    fprintf(stderr, "insns: %" PRIu64 "\n", count);
}

EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv) {
    (void)info;
    (void)argc;
    (void)argv;
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit, NULL);
    return 0;
}
