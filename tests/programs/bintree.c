/* Binary search tree with malloc: insert, lookup, delete, traversals, height, free. */
#include <stdio.h>
#include <stdlib.h>

struct Tree { int key; int count; struct Tree *left, *right; };

static struct Tree *insert(struct Tree *t, int key) {
    if (!t) {
        t = malloc(sizeof *t);
        t->key = key; t->count = 1; t->left = t->right = NULL;
        return t;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    else t->count++;
    return t;
}

static struct Tree *find(struct Tree *t, int key) {
    while (t && t->key != key) t = key < t->key ? t->left : t->right;
    return t;
}

static struct Tree *delete_key(struct Tree *t, int key) {
    if (!t) return NULL;
    if (key < t->key) t->left = delete_key(t->left, key);
    else if (key > t->key) t->right = delete_key(t->right, key);
    else {
        if (!t->left) { struct Tree *r = t->right; free(t); return r; }
        if (!t->right) { struct Tree *l = t->left; free(t); return l; }
        struct Tree *m = t->right;
        while (m->left) m = m->left;
        t->key = m->key; t->count = m->count;
        m->count = 1;
        t->right = delete_key(t->right, m->key);
    }
    return t;
}

static int height(const struct Tree *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static unsigned inorder_hash;
static int inorder_n;
static void inorder(const struct Tree *t) {
    if (!t) return;
    inorder(t->left);
    inorder_hash = inorder_hash * 1000003u + (unsigned)t->key * (unsigned)t->count;
    inorder_n++;
    inorder(t->right);
}

static void preorder_iter(const struct Tree *t, unsigned *h) {
    const struct Tree *stack[128];
    int sp = 0;
    if (t) stack[sp++] = t;
    while (sp) {
        const struct Tree *n = stack[--sp];
        *h = *h * 31 + (unsigned)n->key;
        if (n->right) stack[sp++] = n->right;
        if (n->left) stack[sp++] = n->left;
    }
}

static void destroy(struct Tree *t) {
    if (!t) return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void) {
    struct Tree *root = NULL;
    unsigned s = 2024;
    for (int i = 0; i < 3000; i++) { s = s * 1664525u + 1013904223u; root = insert(root, (int)(s % 5000)); }
    inorder(root);
    printf("nodes %d height %d hash %u\n", inorder_n, height(root), inorder_hash);
    int hits = 0;
    for (int k = 0; k < 5000; k += 7) if (find(root, k)) hits++;
    printf("hits %d\n", hits);
    for (int k = 0; k < 5000; k += 2) root = delete_key(root, k);
    inorder_hash = 0; inorder_n = 0;
    inorder(root);
    printf("after delete: nodes %d height %d hash %u\n", inorder_n, height(root), inorder_hash);
    unsigned ph = 0;
    preorder_iter(root, &ph);
    printf("preorder hash %u\n", ph);
    struct Tree *f = find(root, 4999);
    printf("find 4999: %d\n", f ? f->count : -1);
    destroy(root);
    return 0;
}
