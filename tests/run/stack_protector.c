// Stack protectors (-fstack-protector-strong): functions with arrays, address-taken
// locals, variable-length arrays and tail calls run as usual with a guard in their
// frame, and a buffer overrun is caught before the function returns (the child process
// dies in __stack_chk_fail with SIGABRT).
// regen: clang flags -fstack-protector-strong
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

__attribute__((noinline)) static void fill(char *p, int n, char c) {
    for (int i = 0; i < n; i++)
        p[i] = c;
}

__attribute__((noinline)) static int sum_array(int n) {
    int a[32];
    for (int i = 0; i < 32; i++)
        a[i] = i * n;
    int s = 0;
    for (int i = 0; i < 32; i++)
        s += a[i];
    return s;
}

__attribute__((noinline)) static void bump(int *p) { *p += 5; }

__attribute__((noinline)) static int address_taken(int x) {
    int y = x;
    bump(&y);
    return y;
}

__attribute__((noinline)) static long vla(int n) {
    long v[n];
    for (int i = 0; i < n; i++)
        v[i] = (long)i * i;
    long s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

__attribute__((noinline)) int leaf_callee(const char *s) { return (int)strlen(s) * 3; }

// A protected caller whose call is in tail position.
__attribute__((noinline)) static int tail_caller(int k) {
    char buf[24];
    snprintf(buf, sizeof buf, "k=%d", k);
    return leaf_callee(buf);
}

__attribute__((noinline)) static int many_returns(int k) {
    char name[12];
    fill(name, 11, 'a' + k % 26);
    name[11] = 0;
    if (k < 0)
        return -1;
    if (k == 3)
        return name[0];
    return (int)strlen(name) + k;
}

// Overruns its buffer by `extra` bytes.
__attribute__((noinline)) static int overrun(int extra) {
    char buf[16];
    fill(buf, (int)sizeof buf + extra, 'X');
    return buf[3];
}

int main(void) {
    printf("sum_array %d\n", sum_array(3));
    printf("address_taken %d\n", address_taken(37));
    printf("vla %ld\n", vla(10));
    printf("tail_caller %d\n", tail_caller(12345));
    for (int k = 0; k < 5; k++)
        printf("many_returns(%d) %d\n", k, many_returns(k));
    printf("no overrun %c\n", overrun(0));
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        // The report goes to stderr; keep the comparison to stdout and the exit status.
        close(2);
        // Used, so that the call stays (overrun has no other effect).
        _exit(overrun(64) == 'X' ? 3 : 4);
    }
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFSIGNALED(status))
        printf("overrun: child killed by %s\n", WTERMSIG(status) == SIGABRT ? "SIGABRT" : "another signal");
    else
        printf("overrun: child exited with %d\n", WEXITSTATUS(status));
    return 0;
}
