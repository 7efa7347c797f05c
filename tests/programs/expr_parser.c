/* Recursive-descent expression parser and evaluator with a tokenizer, variables, and error
   reporting through return codes. */
#include <stdio.h>
#include <ctype.h>
#include <string.h>

enum Tok { T_NUM, T_IDENT, T_OP, T_LP, T_RP, T_END, T_ERR };
struct Lexer { const char *p; enum Tok tok; long long num; char op; char ident[16]; };

static long long vars[26];

static void next(struct Lexer *lx) {
    while (*lx->p == ' ') lx->p++;
    char c = *lx->p;
    if (c == 0) { lx->tok = T_END; return; }
    if (isdigit((unsigned char)c)) {
        lx->num = 0;
        while (isdigit((unsigned char)*lx->p)) lx->num = lx->num * 10 + (*lx->p++ - '0');
        lx->tok = T_NUM;
        return;
    }
    if (isalpha((unsigned char)c)) {
        int n = 0;
        while (isalnum((unsigned char)*lx->p) && n < 15) lx->ident[n++] = *lx->p++;
        lx->ident[n] = 0;
        lx->tok = T_IDENT;
        return;
    }
    lx->p++;
    if (c == '(') { lx->tok = T_LP; return; }
    if (c == ')') { lx->tok = T_RP; return; }
    if (strchr("+-*/%^=", c)) { lx->tok = T_OP; lx->op = c; return; }
    lx->tok = T_ERR;
}

static int expr(struct Lexer *lx, long long *out);

static int primary(struct Lexer *lx, long long *out) {
    if (lx->tok == T_NUM) { *out = lx->num; next(lx); return 0; }
    if (lx->tok == T_IDENT) {
        int idx = (tolower((unsigned char)lx->ident[0]) - 'a') % 26;
        next(lx);
        if (lx->tok == T_OP && lx->op == '=') {
            next(lx);
            int e = expr(lx, out);
            if (!e) vars[idx] = *out;
            return e;
        }
        *out = vars[idx];
        return 0;
    }
    if (lx->tok == T_OP && lx->op == '-') { next(lx); int e = primary(lx, out); *out = -*out; return e; }
    if (lx->tok == T_LP) {
        next(lx);
        int e = expr(lx, out);
        if (e) return e;
        if (lx->tok != T_RP) return 2;
        next(lx);
        return 0;
    }
    return 1;
}

static int power(struct Lexer *lx, long long *out) {
    int e = primary(lx, out);
    if (e) return e;
    if (lx->tok == T_OP && lx->op == '^') {
        next(lx);
        long long rhs;
        if ((e = power(lx, &rhs))) return e;
        long long r = 1;
        for (long long i = 0; i < rhs && i < 62; i++) r *= *out;
        *out = r;
    }
    return 0;
}

static int term(struct Lexer *lx, long long *out) {
    int e = power(lx, out);
    while (!e && lx->tok == T_OP && (lx->op == '*' || lx->op == '/' || lx->op == '%')) {
        char op = lx->op;
        long long rhs;
        next(lx);
        if ((e = power(lx, &rhs))) break;
        if (op != '*' && rhs == 0) return 3;
        *out = op == '*' ? *out * rhs : op == '/' ? *out / rhs : *out % rhs;
    }
    return e;
}

static int expr(struct Lexer *lx, long long *out) {
    int e = term(lx, out);
    while (!e && lx->tok == T_OP && (lx->op == '+' || lx->op == '-')) {
        char op = lx->op;
        long long rhs;
        next(lx);
        if ((e = term(lx, &rhs))) break;
        *out = op == '+' ? *out + rhs : *out - rhs;
    }
    return e;
}

static void run(const char *src) {
    struct Lexer lx = { src, T_END, 0, 0, { 0 } };
    next(&lx);
    long long v = 0;
    int e = expr(&lx, &v);
    if (!e && lx.tok != T_END) e = 4;
    if (e) printf("%-28s -> error %d\n", src, e);
    else printf("%-28s -> %lld\n", src, v);
}

int main(void) {
    run("1 + 2 * 3");
    run("(1 + 2) * 3");
    run("2 ^ 3 ^ 2");
    run("-7 / 2 + -7 % 3");
    run("x = 6 * 7");
    run("y = x - 2");
    run("x * y + (x - y) * 1000");
    run("10 / (5 - 5)");
    run("(1 + 2");
    run("3 $ 4");
    run("2 ^ 40 + 12345678901");
    run("a = b = 5");
    run("a + b + ((((1))))");
    return 0;
}
