/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1005 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1005.c
 * Seed:      1005
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   volatile int32_t  f1;
   int32_t  f2;
   const uint32_t  f3;
   const int32_t  f4;
   uint64_t  f5;
   const uint64_t  f6;
   const uint64_t  f7;
   volatile uint32_t  f8;
   int16_t  f9;
};

union U1 {
   int64_t  f0;
   uint32_t  f1;
   struct S0  f2;
   int32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0xD2038E85L;
static int64_t g_7 = 0x4157736D0C11E043LL;
static volatile uint8_t g_8 = 0x1FL;/* VOLATILE GLOBAL g_8 */
static struct S0 g_14[5][2] = {{{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L},{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L}},{{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L},{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L}},{{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L},{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L}},{{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L},{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L}},{{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L},{0x54E5878EL,-1L,1L,0x39C9D940L,5L,0xD683A7EF23E46920LL,0UL,0UL,0x14FAF141L,-4L}}};
static const struct S0 ** volatile g_15 = (void*)0;/* VOLATILE GLOBAL g_15 */
static const struct S0 *g_17 = &g_14[1][0];
static const struct S0 ** volatile g_16[3] = {&g_17,&g_17,&g_17};
static const struct S0 ** volatile g_18 = &g_17;/* VOLATILE GLOBAL g_18 */
static uint32_t g_31 = 6UL;
static uint32_t g_66[2] = {0x90591050L,0x90591050L};
static int8_t g_74[9] = {0L,0L,0L,0L,0L,0L,0L,0L,0L};
static const volatile uint32_t g_75 = 0xC0583186L;/* VOLATILE GLOBAL g_75 */
static int8_t g_77[1][8][10] = {{{0x6FL,0xD6L,0xABL,(-10L),9L,(-10L),0xABL,0xD6L,0x6FL,0x6BL},{0x6FL,0L,9L,0x20L,(-10L),0x6BL,0x6BL,(-10L),0x20L,9L},{0x6BL,0x6BL,0x6FL,0x0FL,9L,0x63L,0x20L,0xABL,0x20L,0x63L},{0L,0x6FL,0x99L,0x6FL,0L,9L,0x20L,(-10L),0x6BL,0x6BL},{0x0FL,(-10L),4L,0x63L,0x63L,4L,(-10L),0x0FL,0x99L,0x6BL},{0xABL,0x63L,(-10L),0xD6L,0L,0x20L,0L,0xD6L,(-10L),0x63L},{4L,9L,(-10L),0L,9L,0xD6L,0x0FL,0x0FL,0xD6L,9L},{0x6BL,4L,4L,0x6BL,0x6FL,0xD6L,0xABL,(-10L),9L,(-10L)}}};
static int32_t g_79 = 7L;
static int64_t g_84 = 0x5DEE7F6E9516CEA6LL;
static const volatile int32_t *g_88 = &g_14[0][0].f1;
static int32_t *g_90 = (void*)0;
static uint8_t g_112 = 1UL;
static struct S0 *g_140 = (void*)0;
static struct S0 **g_139[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint16_t g_148 = 1UL;
static int8_t g_167 = 0x18L;
static int32_t * volatile g_170 = &g_79;/* VOLATILE GLOBAL g_170 */
static int32_t ** volatile g_173 = &g_90;/* VOLATILE GLOBAL g_173 */
static uint64_t *g_212 = &g_14[0][0].f5;
static struct S0 g_215 = {0x124CF966L,0x2D96FB6DL,0x99ECA850L,0xCF60C1CCL,0L,0x5F7E578D75596D7DLL,1UL,0xFC14AF0A9B80D4FALL,0xCD836393L,0x6DBDL};/* VOLATILE GLOBAL g_215 */
static volatile union U1 g_217 = {0L};/* VOLATILE GLOBAL g_217 */
static uint16_t g_246[8] = {0x0106L,1UL,1UL,0x0106L,1UL,1UL,0x0106L,1UL};
static const union U1 g_250 = {0x054497D9764715F0LL};/* VOLATILE GLOBAL g_250 */
static int8_t g_252[5] = {(-6L),(-6L),(-6L),(-6L),(-6L)};


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int32_t * func_19(int32_t * p_20, const int32_t * p_21, struct S0 * p_22, int8_t  p_23, uint32_t  p_24);
static const struct S0  func_25(uint32_t  p_26, struct S0 ** const  p_27, int8_t  p_28, int32_t * p_29);
static int64_t  func_42(uint32_t  p_43, const uint8_t  p_44);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_8 g_14
 * writes: g_8
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    int32_t *l_4 = &g_3;
    int32_t *l_5 = &g_3;
    int32_t *l_6[8];
    struct S0 *l_35 = &g_14[0][0];
    struct S0 ** const l_34 = &l_35;
    int32_t *l_85 = &g_3;
    uint8_t *l_196 = (void*)0;
    uint32_t l_223 = 0x5302D07CL;
    const int16_t l_258[4][5] = {{0xA5BDL,7L,(-1L),7L,0xA5BDL},{0xA5BDL,7L,(-1L),7L,0xA5BDL},{0xA5BDL,7L,(-1L),7L,0xA5BDL},{0xA5BDL,7L,(-1L),7L,0xA5BDL}};
    int8_t *l_261 = &g_74[6];
    int i, j;
    for (i = 0; i < 8; i++)
        l_6[i] = &g_3;
    ++g_8;
    return (**l_34);
}


/* ------------------------------------------ */
/* 
 * reads : g_31 g_7 g_74 g_66 g_14.f1 g_139 g_14.f4 g_14.f9 g_79 g_14.f7 g_148 g_170 g_112
 * writes: g_31 g_7 g_112 g_66 g_139 g_148 g_14.f5 g_79 g_77 g_167 g_14.f9
 */
static int32_t * func_19(int32_t * p_20, const int32_t * p_21, struct S0 * p_22, int8_t  p_23, uint32_t  p_24)
{ /* block id: 30 */
    const int32_t *l_120 = &g_3;
    const int32_t **l_119[1][1];
    const int32_t ***l_118[10][4][1] = {{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}},{{(void*)0},{(void*)0},{(void*)0},{&l_119[0][0]}}};
    int32_t l_132 = 0x7DC4BDB8L;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_119[i][j] = &l_120;
    }
    for (g_31 = 2; (g_31 <= 8); g_31 += 1)
    { /* block id: 33 */
        const int32_t ***l_121 = &l_119[0][0];
        int32_t l_123 = 0x5A330EBAL;
        struct S0 *l_138[9][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1],&g_14[4][1]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        struct S0 **l_137[4] = {&l_138[3][0],&l_138[3][0],&l_138[3][0],&l_138[3][0]};
        const int16_t *l_168 = (void*)0;
        int i, j;
        for (g_7 = 0; (g_7 <= 8); g_7 += 1)
        { /* block id: 36 */
            uint8_t l_124[7][6] = {{0x56L,0x53L,0x53L,0x53L,248UL,0x84L},{0x56L,0x84L,0x53L,0x84L,0x56L,0x56L},{1UL,0x84L,0x84L,1UL,248UL,1UL},{1UL,248UL,1UL,0x84L,0x84L,1UL},{0x56L,0x56L,0x84L,0x53L,0x84L,0x56L},{0x84L,248UL,0x53L,0x53L,248UL,0x84L},{0x56L,0x84L,0x53L,0x84L,0x56L,0x56L}};
            uint32_t *l_129 = &g_66[1];
            struct S0 ***l_141 = &g_139[3];
            uint8_t *l_142[4][4];
            uint16_t *l_147 = &g_148;
            uint64_t *l_149 = &g_14[0][0].f5;
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 4; j++)
                    l_142[i][j] = &g_112;
            }
            for (g_112 = 0; (g_112 <= 8); g_112 += 1)
            { /* block id: 39 */
                int32_t *l_122[7][7] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_79,&g_79,&g_79,&g_79,&g_79,&g_79,&g_79},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_79,&g_79,&g_79,&g_79,&g_79,&g_79,&g_79},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_79,&g_79,&g_79,&g_79,&g_79,&g_79,&g_79},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                int i, j;
                l_121 = l_118[9][0][0];
                l_123 = g_74[g_7];
            }
            ++l_124[6][3];
            g_79 |= (safe_sub_func_int64_t_s_s((-1L), ((*l_149) = ((((*l_129) &= 4294967295UL) != (g_14[0][0].f1 && (safe_lshift_func_uint16_t_u_s(l_132, 12)))) , ((0xD8L == ((g_112 = (l_137[0] == ((*l_141) = g_139[3]))) == (((safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(((*l_147) = 0x4D0AL), ((0x8401L || 0xAAA6L) & g_14[0][0].f4))), 0x9BL)) != 249UL) > p_24))) <= g_14[0][0].f9)))));
        }
        for (g_7 = 0; (g_7 <= 8); g_7 += 1)
        { /* block id: 53 */
            int8_t *l_166[8][4] = {{&g_74[0],&g_74[g_7],&g_77[0][2][2],&g_74[g_7]},{&g_74[0],&g_77[0][2][2],&g_74[0],&g_77[0][5][3]},{&g_74[g_7],&g_74[g_7],&g_77[0][5][3],&g_77[0][5][3]},{&g_77[0][2][2],&g_77[0][2][2],&g_74[g_31],&g_74[g_7]},{&g_74[g_7],&g_74[g_7],&g_74[g_31],&g_74[g_7]},{&g_77[0][2][2],&g_74[0],&g_77[0][5][3],&g_74[g_31]},{&g_74[g_7],&g_74[0],&g_74[0],&g_74[g_7]},{&g_74[0],&g_74[g_7],&g_77[0][2][2],&g_74[g_7]}};
            int16_t *l_169 = &g_14[0][0].f9;
            int i, j;
            (*g_170) = (safe_mod_func_int16_t_s_s(0L, ((*l_169) = (safe_add_func_int64_t_s_s((safe_add_func_int32_t_s_s((safe_lshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((g_74[g_7] ^ (65533UL >= p_24)) & (((((g_14[0][0].f7 || g_74[8]) != ((safe_sub_func_int64_t_s_s(1L, ((g_167 = (g_77[0][2][2] = g_74[g_7])) || (p_23 ^ g_74[g_31])))) & g_74[4])) , l_168) != (void*)0) > 5UL)), p_23)), p_24)), 3)), (-9L))), g_148)))));
        }
    }
    for (g_112 = 26; (g_112 != 26); g_112 = safe_add_func_int8_t_s_s(g_112, 8))
    { /* block id: 62 */
        return &g_79;
    }
    return &g_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_31 g_77 g_3 g_79 g_14.f6 g_14.f5 g_14.f9 g_14.f2 g_17 g_14
 * writes: g_88 g_90 g_112 g_79
 */
static const struct S0  func_25(uint32_t  p_26, struct S0 ** const  p_27, int8_t  p_28, int32_t * p_29)
{ /* block id: 18 */
    int32_t *l_87 = &g_79;
    int32_t **l_86[5][4] = {{&l_87,&l_87,&l_87,&l_87},{&l_87,&l_87,&l_87,&l_87},{&l_87,&l_87,&l_87,&l_87},{&l_87,&l_87,&l_87,&l_87},{&l_87,&l_87,&l_87,&l_87}};
    int32_t *l_89 = (void*)0;
    uint32_t l_91 = 1UL;
    int32_t l_100 = 0L;
    int8_t l_103 = (-1L);
    int32_t l_109 = (-1L);
    uint16_t l_110 = 0x9083L;
    uint8_t *l_111 = &g_112;
    int i, j;
    g_88 = (void*)0;
    g_90 = l_89;
    l_91++;
    if ((safe_add_func_int32_t_s_s(((*l_87) = (((~((((*l_111) = ((safe_mul_func_uint16_t_u_u(((g_31 ^ (((safe_unary_minus_func_int64_t_s(((6L < (l_100 & (((void*)0 != (*p_27)) & (safe_add_func_int8_t_s_s(g_77[0][2][2], (0x0EB5L >= l_103)))))) == (safe_unary_minus_func_int32_t_s(((safe_mod_func_uint32_t_u_u(((safe_mod_func_int32_t_s_s((l_109 < 0UL), l_110)) , g_3), (*p_29))) || g_79)))))) && g_14[0][0].f6) == g_14[0][0].f5)) , p_26), p_28)) > g_77[0][2][2])) > 8L) >= p_28)) > 0x7A779875L) | 0xC5L)), 0UL)))
    { /* block id: 24 */
        p_29 = p_29;
    }
    else
    { /* block id: 26 */
        uint32_t l_113 = 0xADBCCDF9L;
        const int32_t *l_117 = &g_79;
        l_117 = (((0x7AEF2808L <= (l_113 && ((((((0xE3AE0F9FL < (safe_lshift_func_int16_t_s_s((&g_77[0][0][7] != &p_28), 2))) == ((!(p_28 <= p_28)) && (p_29 != &g_79))) <= (*l_87)) > g_14[0][0].f9) != l_113) == 1UL))) || g_14[0][0].f2) , (void*)0);
    }
    return (*g_17);
}


/* ------------------------------------------ */
/* 
 * reads : g_14.f6 g_14.f4 g_66 g_14.f9 g_75
 * writes: g_66 g_74 g_77 g_79
 */
static int64_t  func_42(uint32_t  p_43, const uint8_t  p_44)
{ /* block id: 7 */
    uint32_t l_53[9] = {0x33985213L,0x33985213L,0x33985213L,0x33985213L,0x33985213L,0x33985213L,0x33985213L,0x33985213L,0x33985213L};
    uint32_t *l_64 = (void*)0;
    uint32_t *l_65[4];
    int8_t *l_73 = &g_74[8];
    int8_t *l_76 = &g_77[0][2][2];
    int32_t *l_78 = &g_79;
    int32_t l_80 = 0xA6FDD690L;
    int i;
    for (i = 0; i < 4; i++)
        l_65[i] = &g_66[1];
    (*l_78) = (safe_add_func_uint8_t_u_u(0x47L, ((*l_76) = (+(((p_43 , ((++l_53[5]) < (safe_rshift_func_uint8_t_u_s(g_14[0][0].f6, g_14[0][0].f4)))) | ((safe_add_func_int8_t_s_s(((*l_73) = (safe_add_func_int32_t_s_s((-1L), (p_43 <= (safe_mul_func_int8_t_s_s(((++g_66[1]) && ((safe_add_func_uint8_t_u_u(((((((void*)0 == l_65[3]) ^ (safe_add_func_uint16_t_u_u(9UL, p_44))) <= p_44) ^ p_44) > p_43), 0x58L)) == g_14[0][0].f4)), 0UL)))))), 0L)) || g_14[0][0].f9)) ^ g_75)))));
    return l_80;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_14[i][j].f0, "g_14[i][j].f0", print_hash_value);
            transparent_crc(g_14[i][j].f1, "g_14[i][j].f1", print_hash_value);
            transparent_crc(g_14[i][j].f2, "g_14[i][j].f2", print_hash_value);
            transparent_crc(g_14[i][j].f3, "g_14[i][j].f3", print_hash_value);
            transparent_crc(g_14[i][j].f4, "g_14[i][j].f4", print_hash_value);
            transparent_crc(g_14[i][j].f5, "g_14[i][j].f5", print_hash_value);
            transparent_crc(g_14[i][j].f6, "g_14[i][j].f6", print_hash_value);
            transparent_crc(g_14[i][j].f7, "g_14[i][j].f7", print_hash_value);
            transparent_crc(g_14[i][j].f8, "g_14[i][j].f8", print_hash_value);
            transparent_crc(g_14[i][j].f9, "g_14[i][j].f9", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_31, "g_31", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_66[i], "g_66[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_74[i], "g_74[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_75, "g_75", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_77[i][j][k], "g_77[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    transparent_crc(g_148, "g_148", print_hash_value);
    transparent_crc(g_167, "g_167", print_hash_value);
    transparent_crc(g_215.f0, "g_215.f0", print_hash_value);
    transparent_crc(g_215.f1, "g_215.f1", print_hash_value);
    transparent_crc(g_215.f2, "g_215.f2", print_hash_value);
    transparent_crc(g_215.f3, "g_215.f3", print_hash_value);
    transparent_crc(g_215.f4, "g_215.f4", print_hash_value);
    transparent_crc(g_215.f5, "g_215.f5", print_hash_value);
    transparent_crc(g_215.f6, "g_215.f6", print_hash_value);
    transparent_crc(g_215.f7, "g_215.f7", print_hash_value);
    transparent_crc(g_215.f8, "g_215.f8", print_hash_value);
    transparent_crc(g_215.f9, "g_215.f9", print_hash_value);
    transparent_crc(g_217.f0, "g_217.f0", print_hash_value);
    transparent_crc(g_217.f1, "g_217.f1", print_hash_value);
    transparent_crc(g_217.f3, "g_217.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_246[i], "g_246[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_250.f0, "g_250.f0", print_hash_value);
    transparent_crc(g_250.f1, "g_250.f1", print_hash_value);
    transparent_crc(g_250.f3, "g_250.f3", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_252[i], "g_252[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 55
   depth: 1, occurrence: 1
XXX total union variables: 2

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 26
breakdown:
   depth: 1, occurrence: 25
   depth: 2, occurrence: 5
   depth: 16, occurrence: 1
   depth: 21, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 26, occurrence: 1

XXX total number of pointers: 70

XXX times a variable address is taken: 98
XXX times a pointer is dereferenced on RHS: 24
breakdown:
   depth: 1, occurrence: 22
   depth: 2, occurrence: 2
XXX times a pointer is dereferenced on LHS: 33
breakdown:
   depth: 1, occurrence: 33
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 3
XXX times a pointer is compared with another pointer: 2
XXX times a pointer is qualified to be dereferenced: 190

XXX max dereference level: 2
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 140
   level: 2, occurrence: 5
XXX number of pointers point to pointers: 19
XXX number of pointers point to scalars: 45
XXX number of pointers point to structs: 6
XXX percent of pointers has null in alias set: 32.9
XXX average alias set size: 1.36

XXX times a non-volatile is read: 192
XXX times a non-volatile is write: 97
XXX times a volatile is read: 8
XXX    times read thru a pointer: 0
XXX times a volatile is write: 7
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 104
XXX percentage of non-volatile access: 95.1

XXX forward jumps: 0
XXX backward jumps: 1

XXX stmts: 23
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 12
   depth: 1, occurrence: 5
   depth: 2, occurrence: 4
   depth: 3, occurrence: 2

XXX percentage a fresh-made variable is used: 23.9
XXX percentage an existing variable is used: 76.1
********************* end of statistics **********************/

