/* Drives tests/tls/tlslib.c (scripts/tls-shared.sh) from four threads, through the
 * library linked at startup and through a second copy loaded with dlopen (whose TLS block
 * is allocated dynamically); prints every result, in a fixed order. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

__thread int shared_from_main = 1000;
int lib_bump(int k);
int *lib_addr(void);
int lib_same(void);

static int (*dl_bump)(int);
static int results[4][8];

static void *worker(void *p) {
    long id = (long)p;
    for (int i = 0; i < 6; i++) results[id][i] = lib_bump((int)id + i);
    results[id][6] = dl_bump((int)id);
    results[id][7] = dl_bump(3);
    return 0;
}

int main(int argc, char **argv) {
    void *h = dlopen(argc > 1 ? argv[1] : "./libtls_dl.so", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        printf("dlopen: %s\n", dlerror());
        return 1;
    }
    dl_bump = (int (*)(int))dlsym(h, "lib_bump");
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 8; j++) printf("%d ", results[i][j]);
        printf("\n");
    }
    printf("main: %d %d %d same=%d\n", lib_bump(1), dl_bump(2), *lib_addr(), lib_same());
    return 0;
}
