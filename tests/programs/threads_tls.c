/* Thread-local storage with _Thread_local and pthreads; results joined deterministically. */
#include <stdio.h>
#include <pthread.h>
#include <stdatomic.h>

static _Thread_local int tls_counter = 100;
static _Thread_local long long tls_array[16];
_Thread_local const char *tls_name = "main";
static atomic_long total;

struct Job { int id; long long result; };

static long long work(int id) {
    for (int i = 0; i < 16; i++) tls_array[i] = (long long)id * (i + 1);
    for (int i = 0; i < 1000; i++) tls_counter += (i ^ id) & 7;
    long long s = tls_counter;
    for (int i = 0; i < 16; i++) s += tls_array[i];
    return s;
}

static void *thread_main(void *arg) {
    struct Job *job = arg;
    tls_name = "worker";
    job->result = work(job->id);
    atomic_fetch_add(&total, (long)job->result);
    return 0;
}

static int *tls_addr_int(void) { return &tls_counter; }

int main(void) {
    enum { NT = 4 };
    pthread_t th[NT];
    struct Job jobs[NT];
    for (int i = 0; i < NT; i++) {
        jobs[i].id = i + 1;
        jobs[i].result = 0;
        if (pthread_create(&th[i], 0, thread_main, &jobs[i]) != 0) { printf("create failed\n"); return 1; }
    }
    for (int i = 0; i < NT; i++) pthread_join(th[i], 0);
    for (int i = 0; i < NT; i++) printf("job %d result %lld\n", jobs[i].id, jobs[i].result);
    printf("total %ld\n", atomic_load(&total));
    printf("main tls_counter still %d, name %s\n", tls_counter, tls_name);
    *tls_addr_int() += 5;
    printf("main work = %lld\n", work(0));
    printf("tls_counter via pointer %d\n", *tls_addr_int());
    return 0;
}
