/* malloc'd singly and doubly linked lists: insert, reverse, merge sort, remove, free. */
#include <stdio.h>
#include <stdlib.h>

struct Node { int value; struct Node *next; };

static struct Node *push(struct Node *head, int v) {
    struct Node *n = malloc(sizeof *n);
    n->value = v;
    n->next = head;
    return n;
}

static struct Node *reverse(struct Node *h) {
    struct Node *prev = NULL;
    while (h) { struct Node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}

static struct Node *merge(struct Node *a, struct Node *b) {
    struct Node dummy, *t = &dummy;
    while (a && b) {
        if (a->value <= b->value) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return dummy.next;
}

static struct Node *msort(struct Node *h) {
    if (!h || !h->next) return h;
    struct Node *slow = h, *fast = h->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    struct Node *second = slow->next;
    slow->next = NULL;
    return merge(msort(h), msort(second));
}

static struct Node *remove_if_multiple(struct Node *h, int k, int *removed) {
    struct Node **pp = &h;
    while (*pp) {
        if ((*pp)->value % k == 0) { struct Node *d = *pp; *pp = d->next; free(d); (*removed)++; }
        else pp = &(*pp)->next;
    }
    return h;
}

static unsigned list_hash(const struct Node *h, int *len) {
    unsigned x = 2166136261u;
    *len = 0;
    for (; h; h = h->next) { x = (x ^ (unsigned)h->value) * 16777619u; (*len)++; }
    return x;
}

struct DNode { struct DNode *prev, *next; long long key; };
struct DList { struct DNode head; };

static void dl_init(struct DList *l) { l->head.prev = l->head.next = &l->head; }
static void dl_insert_after(struct DNode *pos, struct DNode *n) {
    n->prev = pos; n->next = pos->next; pos->next->prev = n; pos->next = n;
}
static void dl_unlink(struct DNode *n) { n->prev->next = n->next; n->next->prev = n->prev; }

int main(void) {
    struct Node *h = NULL;
    unsigned s = 99;
    for (int i = 0; i < 2000; i++) { s = s * 69069u + 1u; h = push(h, (int)(s >> 20)); }
    int len;
    unsigned lh = list_hash(h, &len);
    printf("initial hash %u len %d\n", lh, len);
    h = reverse(h);
    printf("reversed hash %u\n", list_hash(h, &len));
    h = msort(h);
    int ok = 1;
    for (struct Node *p = h; p && p->next; p = p->next) if (p->value > p->next->value) ok = 0;
    lh = list_hash(h, &len);
    printf("sorted %d first %d hash %u\n", ok, h->value, lh);
    int removed = 0;
    h = remove_if_multiple(h, 3, &removed);
    lh = list_hash(h, &len);
    printf("removed %d, hash %u len %d\n", removed, lh, len);
    while (h) { struct Node *n = h->next; free(h); h = n; }

    struct DList l;
    dl_init(&l);
    struct DNode *nodes = calloc(100, sizeof *nodes);
    for (int i = 0; i < 100; i++) {
        nodes[i].key = (long long)i * i - 50 * i;
        dl_insert_after(i % 2 ? l.head.prev : &l.head, &nodes[i]);
    }
    for (int i = 0; i < 100; i += 3) dl_unlink(&nodes[i]);
    unsigned long long fw = 0, bw = 0;
    int cnt = 0;
    for (struct DNode *p = l.head.next; p != &l.head; p = p->next) { fw = fw * 3 + (unsigned long long)p->key; cnt++; }
    for (struct DNode *p = l.head.prev; p != &l.head; p = p->prev) bw = bw * 3 + (unsigned long long)p->key;
    printf("dlist count %d fw %llu bw %llu\n", cnt, fw % 1000000007, bw % 1000000007);
    free(nodes);
    return 0;
}
