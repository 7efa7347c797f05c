/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1007 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1007.c
 * Seed:      1007
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   volatile int32_t  f0;
   uint64_t  f1;
   int8_t  f2;
   volatile int8_t  f3;
   volatile int32_t  f4;
};

struct S1 {
   volatile uint32_t  f0;
   volatile uint8_t  f1;
};

struct S2 {
   uint32_t  f0;
   int64_t  f1;
};

union U3 {
   int32_t  f0;
   struct S1  f1;
   const struct S2  f2;
};

union U4 {
   uint16_t  f0;
   int64_t  f1;
};

union U5 {
   uint8_t  f0;
   volatile int32_t  f1;
   const int32_t  f2;
   const volatile int32_t  f3;
   volatile int16_t  f4;
};

/* --- GLOBAL VARIABLES --- */
static uint16_t g_2 = 0xB807L;
static int32_t g_5 = 0x377CC424L;
static int32_t * volatile g_4 = &g_5;/* VOLATILE GLOBAL g_4 */
static const int32_t g_18 = (-1L);
static const int32_t g_20 = (-1L);
static uint32_t g_25[7] = {0xEE6D54ECL,0xEE6D54ECL,0xEE6D54ECL,0xEE6D54ECL,0xEE6D54ECL,0xEE6D54ECL,0xEE6D54ECL};
static uint8_t g_43 = 0x1CL;
static uint16_t g_51 = 0xAAF7L;
static int32_t * const **g_53 = (void*)0;
static int32_t * const *** volatile g_52[7] = {&g_53,&g_53,&g_53,&g_53,&g_53,&g_53,&g_53};
static uint8_t *g_60 = &g_43;
static uint8_t *g_61[2] = {&g_43,&g_43};
static const union U3 g_62 = {-4L};/* VOLATILE GLOBAL g_62 */
static struct S2 g_63[2] = {{0x466B01FEL,0x4AADAB70C6870442LL},{0x466B01FEL,0x4AADAB70C6870442LL}};
static uint16_t g_79 = 65528UL;
static volatile struct S0 g_80 = {-1L,0xFA21EB82DDC797A3LL,-10L,0x43L,1L};/* VOLATILE GLOBAL g_80 */
static int32_t g_84[9] = {0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L,0xC28C89D8L};
static struct S0 g_87[2][8][3] = {{{{-1L,7UL,0x3AL,-3L,-9L},{-1L,7UL,0x3AL,-3L,-9L},{0x0E94E8F9L,0UL,0L,0x58L,0x299C91EDL}},{{1L,0x0ED9ABD1A96CE5CDLL,0xF5L,0x0EL,0x3E0D67C4L},{-8L,0x84758604516B2CFELL,1L,0xECL,-1L},{0xFEEDE604L,0UL,0xE9L,0xE5L,-1L}},{{0x1FAEF758L,0xFF8D1E453246B6D1LL,6L,0L,0x7C037E6EL},{0x0E94E8F9L,0UL,0L,0x58L,0x299C91EDL},{0L,18446744073709551608UL,0x4AL,0x4BL,6L}},{{-8L,0x84758604516B2CFELL,1L,0xECL,-1L},{0x03213856L,0xD1CD03AD18702198LL,0x34L,0xCDL,0L},{0x03213856L,0xD1CD03AD18702198LL,0x34L,0xCDL,0L}},{{0xE7498C5FL,18446744073709551606UL,0x9EL,-1L,-3L},{0x1FAEF758L,0xFF8D1E453246B6D1LL,6L,0L,0x7C037E6EL},{0L,18446744073709551608UL,0x4AL,0x4BL,6L}},{{-2L,0x98C9807A6E463D77LL,0x9BL,-4L,0x13AC1787L},{-1L,0x016CB79380A5080FLL,-1L,-8L,0x3684A2D2L},{0xFEEDE604L,0UL,0xE9L,0xE5L,-1L}},{{1L,0x3079319573BD0DCCLL,0x59L,0x33L,0xFA0937D7L},{0x0E94E8F9L,0UL,0L,0x58L,0x299C91EDL},{-1L,7UL,0x3AL,-3L,-9L}},{{5L,1UL,0x14L,0x50L,0xBD828712L},{-1L,0xC35ED1F7F3E9DA84LL,0x59L,0xBFL,1L},{5L,1UL,0x14L,0x50L,0xBD828712L}}},{{{-1L,7UL,0x3AL,-3L,-9L},{0x0E94E8F9L,0UL,0L,0x58L,0x299C91EDL},{0xE7498C5FL,18446744073709551606UL,0x9EL,-1L,-3L}},{{6L,0x96A5E2435F7338A2LL,0L,2L,0x9F8A89CBL},{1L,0x0ED9ABD1A96CE5CDLL,0xF5L,0x0EL,0x3E0D67C4L},{0x5DBB77E5L,0xFF9132EE097E4B88LL,0x46L,0xA8L,-3L}},{{1L,0x3079319573BD0DCCLL,0x59L,0x33L,0xFA0937D7L},{1L,0x3EA2BDD4A0C5CC1CLL,0x0AL,0xC3L,-4L},{-8L,0x163A7FA89076915CLL,0x11L,0x40L,0L}},{{0L,0x45608AF67B55C792LL,0x42L,-3L,0x8FC8EE3FL},{0L,0x45608AF67B55C792LL,0x42L,-3L,0x8FC8EE3FL},{0x03213856L,0xD1CD03AD18702198LL,0x34L,0xCDL,0L}},{{1L,0x3079319573BD0DCCLL,0x59L,0x33L,0xFA0937D7L},{-1L,7UL,0x3AL,-3L,-9L},{1L,0x3EA2BDD4A0C5CC1CLL,0x0AL,0xC3L,-4L}},{{6L,0x96A5E2435F7338A2LL,0L,2L,0x9F8A89CBL},{0x03213856L,0xD1CD03AD18702198LL,0x34L,0xCDL,0L},{-2L,0x98C9807A6E463D77LL,0x9BL,-4L,0x13AC1787L}},{{-1L,7UL,0x3AL,-3L,-9L},{-4L,18446744073709551611UL,0xC2L,0xCEL,6L},{-4L,18446744073709551611UL,0xC2L,0xCEL,6L}},{{5L,1UL,0x14L,0x50L,0xBD828712L},{6L,0x96A5E2435F7338A2LL,0L,2L,0x9F8A89CBL},{-2L,0x98C9807A6E463D77LL,0x9BL,-4L,0x13AC1787L}}}};
static union U4 g_90 = {0x9C17L};
static union U4 *g_93 = &g_90;
static union U4 ** volatile g_92 = &g_93;/* VOLATILE GLOBAL g_92 */
static struct S1 g_94[5] = {{0xBA79B219L,255UL},{0xBA79B219L,255UL},{0xBA79B219L,255UL},{0xBA79B219L,255UL},{0xBA79B219L,255UL}};
static struct S1 * volatile g_95 = (void*)0;/* VOLATILE GLOBAL g_95 */
static struct S1 * volatile g_96 = &g_94[1];/* VOLATILE GLOBAL g_96 */
static struct S1 *g_99 = &g_94[0];
static struct S1 ** volatile g_98[5] = {&g_99,&g_99,&g_99,&g_99,&g_99};
static uint16_t g_104 = 65535UL;
static volatile union U5 g_106[4][2] = {{{0x85L},{0x9FL}},{{0x85L},{0x9FL}},{{0x85L},{0x9FL}},{{0x85L},{0x9FL}}};
static union U5 g_184 = {0x30L};/* VOLATILE GLOBAL g_184 */
static const int32_t *g_199 = &g_5;
static union U5 g_215 = {1UL};/* VOLATILE GLOBAL g_215 */
static struct S0 g_224 = {5L,2UL,0xD0L,0L,-5L};/* VOLATILE GLOBAL g_224 */
static uint32_t g_226 = 0x5C1E8B45L;
static int16_t g_230 = 0xE89EL;
static uint64_t *g_237 = (void*)0;
static uint64_t **g_236 = &g_237;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t * func_6(int16_t  p_7, const int16_t  p_8, const int32_t  p_9);
static uint8_t  func_12(const int32_t * p_13, int64_t  p_14, struct S2  p_15);
static uint64_t  func_22(uint16_t  p_23, int32_t * const * p_24);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_4 g_18 g_25 g_5 g_43 g_62 g_20 g_63 g_51 g_79 g_80 g_62.f0 g_84 g_92 g_94 g_96 g_104 g_106 g_184 g_90.f0 g_90.f1 g_215 g_93 g_90 g_224
 * writes: g_5 g_43 g_51 g_60 g_61 g_79 g_84 g_93 g_94 g_87.f1 g_199 g_4 g_90.f1 g_104 g_2 g_226 g_230 g_224 g_236
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_3 = (void*)0;
    const int32_t *l_17 = &g_18;
    const int32_t **l_16[9][2] = {{(void*)0,(void*)0},{&l_17,(void*)0},{(void*)0,(void*)0},{&l_17,(void*)0},{(void*)0,(void*)0},{&l_17,(void*)0},{(void*)0,(void*)0},{&l_17,(void*)0},{(void*)0,(void*)0}};
    const int32_t *l_19 = &g_20;
    uint8_t *l_58 = &g_43;
    uint8_t **l_59[3];
    int32_t **l_201 = &l_3;
    struct S0 *l_223 = &g_224;
    uint64_t *l_235[6];
    uint64_t **l_234 = &l_235[2];
    int i, j;
    for (i = 0; i < 3; i++)
        l_59[i] = &l_58;
    for (i = 0; i < 6; i++)
        l_235[i] = &g_224.f1;
    (*g_4) = g_2;
    g_4 = ((*l_201) = func_6((safe_mul_func_uint8_t_u_u(g_2, func_12((l_19 = l_3), ((((!(func_22((*l_17), &l_3) , (safe_sub_func_uint8_t_u_u((((g_61[0] = (g_60 = l_58)) == (((((*l_17) && ((-1L) & (g_62 , (-1L)))) & g_20) , 0x62L) , (void*)0)) <= g_18), g_5)))) > 0xBCA9L) < g_20) > 0x40L), g_63[1]))), g_90.f0, g_104));
    for (g_90.f1 = 10; (g_90.f1 >= 8); --g_90.f1)
    { /* block id: 69 */
        const int32_t * const *l_210[6][6][7] = {{{(void*)0,&l_17,&l_19,&l_19,&g_199,&g_199,&l_17},{&g_199,&g_199,&l_19,&g_199,&l_19,&l_19,&g_199},{&g_199,&l_19,&g_199,&g_199,&l_17,&g_199,&g_199},{&l_19,&l_17,(void*)0,(void*)0,(void*)0,&g_199,(void*)0},{&l_19,&l_19,&l_17,&l_17,&l_17,(void*)0,(void*)0},{&g_199,&g_199,&g_199,&g_199,&g_199,&l_17,&g_199}},{{&l_17,&g_199,&g_199,(void*)0,&g_199,&g_199,&g_199},{&l_19,&l_17,&l_17,&l_19,&l_19,&g_199,&g_199},{&l_17,(void*)0,&l_17,&l_19,&g_199,&g_199,&g_199},{&g_199,&l_19,(void*)0,&l_19,&g_199,&g_199,&l_19},{&l_19,&l_19,&l_17,(void*)0,&g_199,&g_199,&l_19},{&l_19,&g_199,&l_17,&l_19,(void*)0,&l_19,&g_199}},{{&g_199,&g_199,&l_19,&l_19,&l_19,&l_19,&l_19},{&g_199,(void*)0,&l_17,&l_17,&l_19,&l_19,&l_19},{(void*)0,&g_199,&l_19,&l_19,(void*)0,&g_199,&l_19},{&g_199,&l_17,&g_199,(void*)0,&l_19,&g_199,(void*)0},{&l_19,&g_199,&g_199,&l_19,(void*)0,&l_19,&l_17},{(void*)0,&g_199,&l_17,&l_19,&g_199,&l_19,(void*)0}},{{&g_199,&l_17,(void*)0,&l_19,&l_19,&g_199,&l_19},{&g_199,&g_199,&l_19,&l_19,&l_19,(void*)0,&l_17},{&g_199,&l_19,&g_199,&l_17,(void*)0,&l_17,&l_19},{&g_199,&g_199,&g_199,&g_199,&g_199,&g_199,&g_199},{(void*)0,&l_19,&l_19,&l_17,&g_199,&g_199,&l_17},{(void*)0,&l_19,&g_199,&g_199,&l_19,&l_17,&l_17}},{{&l_17,&l_19,&l_19,&l_17,&g_199,&l_17,&l_17},{&l_17,&l_17,&l_17,&g_199,&l_17,(void*)0,(void*)0},{&l_19,&l_17,&l_19,&l_17,&g_199,&l_17,&l_19},{&l_17,&g_199,&g_199,&l_19,&g_199,&l_17,&l_19},{&l_17,(void*)0,&l_17,&l_19,(void*)0,&l_19,&l_17},{&l_17,&l_19,&l_19,&l_19,&l_17,&l_17,(void*)0}},{{&l_19,&g_199,&l_19,&g_199,(void*)0,&l_19,(void*)0},{&l_17,&l_19,&l_17,(void*)0,&l_17,&g_199,&g_199},{&g_199,&l_19,&g_199,&g_199,&l_19,&g_199,(void*)0},{&g_199,&g_199,&l_19,&g_199,&g_199,&l_17,&l_19},{&g_199,&l_19,&l_19,&g_199,(void*)0,&g_199,&g_199},{&l_17,(void*)0,(void*)0,&g_199,&l_19,&l_19,&l_19}}};
        uint8_t **l_222[10][10] = {{(void*)0,&g_60,&g_61[1],&g_61[0],(void*)0,(void*)0,(void*)0,&l_58,&l_58,&l_58},{&g_60,&g_61[0],(void*)0,&g_60,&g_60,(void*)0,&g_61[0],&g_60,(void*)0,(void*)0},{(void*)0,(void*)0,&g_61[0],(void*)0,&g_60,&l_58,&g_60,(void*)0,&g_61[1],&g_60},{(void*)0,&l_58,&g_61[0],&g_60,&g_60,(void*)0,&g_60,&g_60,&g_61[0],&l_58},{&l_58,&l_58,(void*)0,(void*)0,&g_60,&g_60,(void*)0,&l_58,&g_61[1],(void*)0},{&g_61[0],(void*)0,&g_61[1],(void*)0,(void*)0,&g_60,&l_58,&l_58,&g_60,(void*)0},{&l_58,(void*)0,(void*)0,&l_58,(void*)0,(void*)0,(void*)0,(void*)0,&g_60,&g_60},{(void*)0,&g_60,&l_58,(void*)0,(void*)0,&g_61[1],&g_60,(void*)0,&g_60,(void*)0},{&l_58,(void*)0,&g_61[1],&g_60,&g_61[1],(void*)0,&l_58,(void*)0,&g_61[0],(void*)0},{&g_61[0],(void*)0,&g_61[1],(void*)0,&g_60,(void*)0,(void*)0,&g_60,(void*)0,(void*)0}};
        struct S2 l_233 = {18446744073709551615UL,0xAAEE7DBB359D2699LL};
        int i, j, k;
        for (g_104 = 17; (g_104 == 47); g_104++)
        { /* block id: 72 */
            (*l_3) = (*g_4);
            for (g_2 = 17; (g_2 > 6); g_2 = safe_sub_func_int64_t_s_s(g_2, 8))
            { /* block id: 76 */
                struct S0 **l_218 = (void*)0;
                struct S0 *l_220 = &g_87[0][3][2];
                struct S0 **l_219 = &l_220;
                union U4 *l_221 = &g_90;
                struct S0 **l_225 = &l_223;
                const int32_t l_227 = (-1L);
                const uint32_t l_228 = 0xEF32B24BL;
                int16_t *l_229 = &g_230;
                (*l_3) ^= (safe_add_func_uint16_t_u_u(1UL, (l_210[1][5][3] != ((((*l_229) = (safe_add_func_int8_t_s_s((safe_mul_func_int16_t_s_s((g_226 = ((g_215 , (safe_rshift_func_uint8_t_u_s((((**g_92) , (g_51 , ((*l_219) = (void*)0))) == ((l_221 != &g_90) , ((*l_225) = (((l_222[3][8] != (void*)0) , 65528UL) , l_223)))), 7))) && g_18)), l_227)), l_228))) | g_90.f0) , (void*)0))));
                (*l_3) = (safe_rshift_func_int8_t_s_s((l_233 , (*l_17)), 3));
            }
        }
        (*l_223) = g_224;
        g_236 = l_234;
    }
    return g_5;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_199
 */
static int32_t * func_6(int16_t  p_7, const int16_t  p_8, const int32_t  p_9)
{ /* block id: 62 */
    const int32_t *l_198 = &g_84[2];
    const int32_t **l_197[1];
    int32_t *l_200 = &g_84[8];
    int i;
    for (i = 0; i < 1; i++)
        l_197[i] = &l_198;
    g_199 = &p_9;
    return l_200;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_51 g_79 g_80 g_62.f0 g_5 g_20 g_63.f0 g_84 g_92 g_94 g_96 g_104 g_106 g_184
 * writes: g_43 g_79 g_5 g_84 g_93 g_94 g_87.f1
 */
static uint8_t  func_12(const int32_t * p_13, int64_t  p_14, struct S2  p_15)
{ /* block id: 16 */
    int32_t *l_72 = &g_5;
    int32_t **l_71 = &l_72;
    int32_t ***l_70 = &l_71;
    union U4 *l_89 = &g_90;
    struct S1 *l_113 = &g_94[3];
    struct S1 *l_114[8] = {&g_94[4],&g_94[4],&g_94[1],&g_94[4],&g_94[4],&g_94[1],&g_94[4],&g_94[4]};
    int32_t l_125 = 0xD41BC699L;
    int32_t l_164 = 2L;
    int32_t l_165 = 0L;
    int32_t l_167 = 0xA8B54CC1L;
    int32_t l_169 = (-7L);
    int32_t l_170 = (-5L);
    uint8_t **l_194 = (void*)0;
    uint8_t **l_195 = (void*)0;
    int i;
    for (g_43 = 0; (g_43 < 46); g_43 = safe_add_func_uint32_t_u_u(g_43, 7))
    { /* block id: 19 */
        uint8_t l_77[4];
        uint16_t *l_78 = &g_79;
        int16_t l_81 = 0xB56AL;
        struct S1 *l_97[5] = {&g_94[1],&g_94[1],&g_94[1],&g_94[1],&g_94[1]};
        int32_t l_127 = 0xCAB37582L;
        int32_t l_130 = 3L;
        int32_t l_144 = 0x0EB15947L;
        int32_t l_166[4] = {1L,1L,1L,1L};
        int8_t l_168 = 0x8FL;
        uint32_t l_196 = 0xDE515606L;
        int i;
        for (i = 0; i < 4; i++)
            l_77[i] = 253UL;
        if ((safe_add_func_int32_t_s_s(1L, (safe_mul_func_uint8_t_u_u((((p_14 ^ (l_70 == &l_71)) == ((safe_add_func_int32_t_s_s((safe_div_func_uint64_t_u_u(0x138D59A4365C17A6LL, l_77[3])), 0x033C9969L)) & ((*l_78) &= g_51))) , p_14), p_14)))))
        { /* block id: 21 */
            uint64_t l_82 = 4UL;
            int32_t *l_83 = &g_84[8];
            if (((*l_83) &= (((0UL ^ ((g_79 , (g_80 , &g_43)) == ((g_62.f0 ^ (p_15.f0 & ((((p_14 || (g_51 < (((**l_71) ^= l_81) != g_20))) & l_82) ^ 1UL) , 0x5606L))) , &g_43))) >= g_63[1].f0) , l_82)))
            { /* block id: 24 */
                struct S0 *l_86 = &g_87[1][3][2];
                struct S0 **l_85 = &l_86;
                (*l_85) = (void*)0;
            }
            else
            { /* block id: 26 */
                return (*l_83);
            }
            for (p_15.f1 = 0; (p_15.f1 <= 1); p_15.f1 += 1)
            { /* block id: 31 */
                int16_t l_88 = 0x5363L;
                (*l_83) ^= l_88;
            }
        }
        else
        { /* block id: 34 */
            uint64_t *l_105 = &g_87[1][3][2].f1;
            uint32_t l_109 = 0UL;
            union U4 **l_110 = (void*)0;
            struct S1 *l_111[8];
            int32_t l_133 = (-10L);
            int32_t *l_148 = &l_125;
            int32_t *l_149 = (void*)0;
            int32_t *l_150 = &l_144;
            int32_t *l_151 = &g_84[8];
            int32_t *l_152 = &g_84[8];
            int32_t l_153 = 0xF87256FFL;
            int32_t *l_154 = &l_133;
            int32_t *l_155 = &l_127;
            int32_t *l_156 = &g_5;
            int32_t *l_157 = &l_125;
            int32_t l_158[7] = {0L,0L,0L,0L,0L,0L,0L};
            int32_t *l_159 = &l_125;
            int32_t *l_160 = &g_5;
            int32_t *l_161 = &l_127;
            int32_t *l_162 = (void*)0;
            int32_t *l_163[3];
            uint32_t l_171 = 0UL;
            int i;
            for (i = 0; i < 8; i++)
                l_111[i] = (void*)0;
            for (i = 0; i < 3; i++)
                l_163[i] = &g_84[8];
            for (g_79 = 0; (g_79 <= 3); g_79 += 1)
            { /* block id: 37 */
                union U4 **l_91 = &l_89;
                int i;
                (*g_92) = ((*l_91) = l_89);
                (*g_96) = g_94[1];
                (*l_72) = l_77[g_79];
            }
            l_97[4] = l_97[1];
            if (((***l_70) = (p_15.f0 != (safe_sub_func_int64_t_s_s((safe_add_func_uint64_t_u_u(p_15.f0, 2L)), ((0x289BD9ED47904A2FLL | ((*l_105) = g_104)) , ((*l_105) = ((g_106[0][1] , (safe_rshift_func_int16_t_s_u(p_14, ((&g_93 == ((0x6EL ^ l_109) , l_110)) ^ 5UL)))) == 0xED191173L))))))))
            { /* block id: 47 */
                struct S1 **l_112[2][8] = {{&g_99,&l_111[6],&l_111[6],&l_97[1],&l_111[6],&l_111[6],&g_99,&g_99},{&l_111[6],&l_97[1],&l_97[4],&l_97[4],&l_97[1],&l_111[6],(void*)0,&l_111[6]}};
                int i, j;
                l_114[6] = (l_113 = l_111[6]);
                (**l_71) = (safe_mul_func_uint16_t_u_u(0x6D42L, 0x7FA2L));
                (**l_71) = l_81;
                (*l_72) = p_15.f0;
            }
            else
            { /* block id: 53 */
                int32_t *l_117 = (void*)0;
                int32_t *l_118 = &g_84[3];
                int32_t *l_119 = (void*)0;
                int32_t *l_120 = &g_5;
                int32_t *l_121 = &g_84[6];
                int32_t *l_122 = &g_84[8];
                int32_t *l_123 = &g_5;
                int32_t l_124 = 0x439A01C8L;
                int32_t l_126[3];
                int32_t *l_128 = &g_5;
                int32_t *l_129 = &l_127;
                int32_t *l_131 = (void*)0;
                int32_t *l_132 = &g_84[8];
                int32_t *l_134 = (void*)0;
                int32_t *l_135 = &l_130;
                int32_t *l_136 = &g_5;
                int32_t *l_137 = &l_125;
                int32_t *l_138 = &l_133;
                int32_t *l_139 = &l_127;
                int32_t *l_140 = &l_124;
                int32_t *l_141 = &l_133;
                int32_t *l_142 = &g_84[7];
                int32_t *l_143[1];
                uint8_t l_145 = 1UL;
                int i;
                for (i = 0; i < 3; i++)
                    l_126[i] = (-1L);
                for (i = 0; i < 1; i++)
                    l_143[i] = &g_84[8];
                l_145--;
            }
            ++l_171;
        }
        (*l_72) = ((safe_unary_minus_func_int16_t_s(g_84[8])) <= (safe_div_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s((safe_sub_func_int64_t_s_s((safe_lshift_func_int8_t_s_s((!(g_184 , p_15.f0)), 2)), (safe_sub_func_int8_t_s_s((!g_84[0]), 1L)))), ((safe_sub_func_uint32_t_u_u((safe_mod_func_uint32_t_u_u((safe_sub_func_int64_t_s_s((((l_127 = (l_194 == l_195)) , &g_93) != &l_89), 0x77E367672F530DC4LL)), 0x0769E08EL)), p_15.f0)) || l_196))), l_81)));
    }
    return (*l_72);
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_5 g_43 g_2 g_18
 * writes: g_43 g_51 g_5
 */
static uint64_t  func_22(uint16_t  p_23, int32_t * const * p_24)
{ /* block id: 3 */
    int32_t *l_27 = &g_5;
    int32_t **l_26 = &l_27;
    for (p_23 = 2; (p_23 <= 6); p_23 += 1)
    { /* block id: 6 */
        int32_t ***l_28 = &l_26;
        uint8_t *l_42 = &g_43;
        uint64_t l_49 = 0x7E13251F81F13D46LL;
        uint16_t *l_50[8][4][2] = {{{(void*)0,&g_51},{&g_51,&g_51},{&g_2,(void*)0},{(void*)0,&g_51}},{{&g_51,(void*)0},{&g_2,&g_51},{&g_2,&g_2},{&g_2,&g_2}},{{&g_51,&g_2},{&g_2,&g_2},{&g_2,&g_51},{&g_2,(void*)0}},{{&g_51,&g_51},{(void*)0,(void*)0},{&g_2,&g_51},{&g_51,&g_51}},{{(void*)0,&g_51},{&g_2,&g_51},{&g_2,&g_51},{(void*)0,&g_51}},{{&g_51,&g_51},{&g_2,(void*)0},{(void*)0,&g_51},{&g_51,(void*)0}},{{&g_2,&g_51},{&g_2,&g_2},{&g_2,&g_2},{&g_51,&g_2}},{{&g_2,&g_2},{&g_2,&g_51},{&g_2,(void*)0},{&g_51,&g_51}}};
        int32_t * const *l_55 = &l_27;
        int32_t * const **l_54 = &l_55;
        int i, j, k;
        (*l_28) = l_26;
        (*l_27) = (safe_rshift_func_uint8_t_u_u((((g_25[p_23] == ((safe_lshift_func_uint16_t_u_s((((g_25[p_23] <= (***l_28)) || (g_51 = (((safe_rshift_func_int8_t_s_u((safe_sub_func_int8_t_s_s((safe_mod_func_int32_t_s_s(((!((*l_42) |= (*l_27))) || (safe_mul_func_uint16_t_u_u(((+9L) <= (0L != ((safe_lshift_func_uint8_t_u_u(0xE0L, (p_24 != ((***l_28) , &g_4)))) || 0x966BA05392614F5CLL))), g_5))), l_49)), (**l_26))), 4)) > 0UL) , g_2))) , g_2), p_23)) >= (***l_28))) && 0UL) >= 0xEC6BL), 3));
        l_54 = &p_24;
    }
    return g_18;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_25[i], "g_25[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_62.f0, "g_62.f0", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_63[i].f0, "g_63[i].f0", print_hash_value);
        transparent_crc(g_63[i].f1, "g_63[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_80.f0, "g_80.f0", print_hash_value);
    transparent_crc(g_80.f1, "g_80.f1", print_hash_value);
    transparent_crc(g_80.f2, "g_80.f2", print_hash_value);
    transparent_crc(g_80.f3, "g_80.f3", print_hash_value);
    transparent_crc(g_80.f4, "g_80.f4", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_84[i], "g_84[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_87[i][j][k].f0, "g_87[i][j][k].f0", print_hash_value);
                transparent_crc(g_87[i][j][k].f1, "g_87[i][j][k].f1", print_hash_value);
                transparent_crc(g_87[i][j][k].f2, "g_87[i][j][k].f2", print_hash_value);
                transparent_crc(g_87[i][j][k].f3, "g_87[i][j][k].f3", print_hash_value);
                transparent_crc(g_87[i][j][k].f4, "g_87[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_90.f0, "g_90.f0", print_hash_value);
    transparent_crc(g_90.f1, "g_90.f1", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_94[i].f0, "g_94[i].f0", print_hash_value);
        transparent_crc(g_94[i].f1, "g_94[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_104, "g_104", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_106[i][j].f0, "g_106[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_184.f0, "g_184.f0", print_hash_value);
    transparent_crc(g_215.f0, "g_215.f0", print_hash_value);
    transparent_crc(g_224.f0, "g_224.f0", print_hash_value);
    transparent_crc(g_224.f1, "g_224.f1", print_hash_value);
    transparent_crc(g_224.f2, "g_224.f2", print_hash_value);
    transparent_crc(g_224.f3, "g_224.f3", print_hash_value);
    transparent_crc(g_224.f4, "g_224.f4", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_230, "g_230", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 57
   depth: 1, occurrence: 4
XXX total union variables: 4

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

XXX max expression depth: 27
breakdown:
   depth: 1, occurrence: 45
   depth: 2, occurrence: 10
   depth: 3, occurrence: 1
   depth: 11, occurrence: 1
   depth: 16, occurrence: 2
   depth: 18, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 27, occurrence: 1

XXX total number of pointers: 98

XXX times a variable address is taken: 229
XXX times a pointer is dereferenced on RHS: 12
breakdown:
   depth: 1, occurrence: 7
   depth: 2, occurrence: 2
   depth: 3, occurrence: 3
XXX times a pointer is dereferenced on LHS: 28
breakdown:
   depth: 1, occurrence: 24
   depth: 2, occurrence: 3
   depth: 3, occurrence: 1
XXX times a pointer is compared with null: 1
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 544

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 65
   level: 2, occurrence: 13
   level: 3, occurrence: 6
XXX number of pointers point to pointers: 28
XXX number of pointers point to scalars: 57
XXX number of pointers point to structs: 10
XXX percent of pointers has null in alias set: 26.5
XXX average alias set size: 1.22

XXX times a non-volatile is read: 122
XXX times a non-volatile is write: 79
XXX times a volatile is read: 4
XXX    times read thru a pointer: 0
XXX times a volatile is write: 4
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 330
XXX percentage of non-volatile access: 96.2

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 39
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 10
   depth: 1, occurrence: 8
   depth: 2, occurrence: 8
   depth: 3, occurrence: 13

XXX percentage a fresh-made variable is used: 29.6
XXX percentage an existing variable is used: 70.4
********************* end of statistics **********************/

