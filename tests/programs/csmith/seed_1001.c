/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1001 --max-funcs 4 --max-block-depth 3 --no-packed-struct -o seed_1001.c
 * Seed:      1001
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint16_t  f0;
   int32_t  f1;
   const uint16_t  f2;
   uint32_t  f3;
};

struct S1 {
   const unsigned f0 : 21;
   const volatile int32_t  f1;
   int32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static volatile uint64_t g_26 = 0x869B7D6B59229A27LL;/* VOLATILE GLOBAL g_26 */
static uint64_t g_33[6] = {0x85FAFE44FA3FDA37LL,0x85FAFE44FA3FDA37LL,0x85FAFE44FA3FDA37LL,0x85FAFE44FA3FDA37LL,0x85FAFE44FA3FDA37LL,0x85FAFE44FA3FDA37LL};
static uint8_t g_34 = 0UL;
static int32_t g_36 = 0x1D68C2AFL;
static volatile uint32_t g_50 = 0x84ADE726L;/* VOLATILE GLOBAL g_50 */
static struct S1 g_62 = {980,9L,0xD2300B63L};/* VOLATILE GLOBAL g_62 */
static int16_t g_81 = (-1L);
static uint64_t g_114 = 1UL;
static int8_t g_116[6][8][5] = {{{0L,1L,0x69L,0x86L,0xAAL},{(-1L),0x5FL,0x86L,(-7L),1L},{(-1L),0x36L,1L,(-1L),(-7L)},{0x9CL,(-1L),0L,0x80L,(-7L)},{0x36L,0x9CL,1L,0L,1L},{0L,0L,0x88L,0x12L,0xAAL},{0xC8L,0x37L,(-2L),(-3L),0x36L},{0x4BL,(-2L),1L,(-7L),0x86L}},{{0x38L,0x5FL,1L,0x7CL,(-2L)},{0xD9L,(-2L),0x6FL,1L,0L},{0x7CL,0xDCL,(-1L),0x5FL,0x88L},{0x86L,0L,(-7L),0x5FL,0x7CL},{0x88L,(-3L),1L,1L,(-3L)},{(-3L),0x70L,0x88L,0x7CL,0xBDL},{0x80L,0L,(-1L),0x9CL,0xC8L},{0x1AL,(-3L),0x6FL,0x1AL,0x9CL}},{{0x80L,1L,0xBDL,0x38L,0xFBL},{(-3L),0x80L,2L,(-2L),0xC8L},{0x88L,(-2L),0xFBL,0xD9L,1L},{0x86L,0L,0xFBL,0x69L,0x6FL},{0x7CL,0x9CL,2L,0x9CL,0x7CL},{0xD9L,0x5FL,0xBDL,(-1L),(-2L)},{0x38L,0x88L,0x6FL,0L,1L},{0x7CL,0x80L,(-1L),0x5FL,(-2L)}},{{0xBCL,0L,0x88L,0L,0x7CL},{(-2L),0x6FL,1L,0L,0x6FL},{(-3L),0L,(-7L),0x7CL,1L},{0xDCL,0L,(-1L),0xFBL,0xC8L},{0x69L,0x6FL,0x6FL,0x69L,0xFBL},{0x80L,0L,1L,0x38L,0x9CL},{0x6FL,0x80L,0xC8L,0x88L,0xC8L},{(-2L),0x88L,0xFBL,0x38L,0xBDL}},{{0x86L,0x5FL,(-1L),0x69L,(-3L)},{(-1L),0x9CL,0xC8L,0xFBL,0x7CL},{0x38L,0L,0xBDL,0x7CL,0x88L},{0x38L,(-2L),(-1L),0L,0L},{(-1L),0x80L,(-1L),0L,(-2L)},{0x86L,1L,0x88L,0x5FL,(-1L)},{(-2L),(-3L),0x36L,0L,(-3L)},{0x6FL,0L,0x88L,(-1L),1L}},{{0x80L,0x70L,(-1L),0x9CL,0xC8L},{0x69L,(-3L),(-1L),0x69L,0x9CL},{0xDCL,0L,0xBDL,0xD9L,0x9CL},{(-3L),0xDCL,0xC8L,(-2L),0xC8L},{(-2L),(-2L),(-1L),0x38L,1L},{0xBCL,0x5FL,0xFBL,0x1AL,(-3L)},{0x7CL,0x12L,0x4BL,0xDCL,0x36L},{0L,0x70L,0xC8L,1L,0xFBL}}};
static uint32_t g_120 = 0x65D24B41L;
static struct S0 g_136 = {0x7CC7L,2L,0xAE2FL,0xF5F90F01L};
static int32_t * volatile g_145 = (void*)0;/* VOLATILE GLOBAL g_145 */
static int32_t * const  volatile g_146 = &g_36;/* VOLATILE GLOBAL g_146 */
static int32_t * volatile g_148[5][5] = {{&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2},{(void*)0,&g_62.f2,(void*)0,&g_62.f2,(void*)0},{&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2},{(void*)0,&g_62.f2,(void*)0,&g_62.f2,(void*)0},{&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2,&g_62.f2}};
static struct S0 *g_167 = &g_136;
static struct S0 ** volatile g_166[3][8] = {{&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167},{&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167},{&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167,&g_167}};
static struct S0 ** volatile g_168 = &g_167;/* VOLATILE GLOBAL g_168 */
static int32_t *g_172 = &g_36;
static int32_t ** volatile g_171[8][10][3] = {{{&g_172,(void*)0,&g_172},{&g_172,&g_172,(void*)0},{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0},{&g_172,(void*)0,&g_172},{&g_172,&g_172,(void*)0},{&g_172,&g_172,&g_172},{(void*)0,(void*)0,&g_172},{&g_172,&g_172,&g_172},{(void*)0,(void*)0,&g_172}},{{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0},{(void*)0,&g_172,&g_172},{&g_172,(void*)0,(void*)0},{&g_172,(void*)0,&g_172},{(void*)0,&g_172,(void*)0},{&g_172,&g_172,&g_172},{&g_172,(void*)0,&g_172},{&g_172,(void*)0,(void*)0},{&g_172,(void*)0,(void*)0}},{{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0},{(void*)0,&g_172,(void*)0},{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172}},{{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,(void*)0,&g_172},{&g_172,(void*)0,&g_172},{&g_172,(void*)0,&g_172},{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172}},{{(void*)0,(void*)0,&g_172},{(void*)0,(void*)0,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,(void*)0,(void*)0},{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172}},{{&g_172,&g_172,(void*)0},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{(void*)0,(void*)0,&g_172},{(void*)0,&g_172,&g_172},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,(void*)0,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0}},{{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,(void*)0},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,(void*)0,&g_172},{(void*)0,&g_172,(void*)0},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{(void*)0,(void*)0,(void*)0}},{{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,(void*)0,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{&g_172,&g_172,&g_172},{(void*)0,&g_172,&g_172},{&g_172,&g_172,(void*)0},{(void*)0,&g_172,&g_172}}};
static int32_t **g_186 = &g_172;
static int32_t ***g_185[4] = {&g_186,&g_186,&g_186,&g_186};
static int64_t g_208[10] = {0xCACA34AA7906B7AELL,0x574A80814B8F7622LL,0x574A80814B8F7622LL,0xCACA34AA7906B7AELL,0x574A80814B8F7622LL,0x574A80814B8F7622LL,0xCACA34AA7906B7AELL,0x574A80814B8F7622LL,0x574A80814B8F7622LL,0xCACA34AA7906B7AELL};
static int64_t *g_207 = &g_208[2];
static uint32_t g_223 = 6UL;
static volatile int16_t * volatile g_258 = (void*)0;/* VOLATILE GLOBAL g_258 */
static volatile int16_t * volatile *g_257 = &g_258;
static volatile int16_t * volatile **g_256 = &g_257;
static const int32_t *g_272 = &g_62.f2;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static struct S0  func_9(int32_t  p_10, int16_t  p_11, struct S0  p_12);
static uint64_t  func_15(uint32_t  p_16, int8_t  p_17, int32_t  p_18, uint32_t  p_19, int16_t  p_20);
static uint32_t  func_28(int32_t  p_29, uint8_t  p_30, uint64_t  p_31, uint16_t  p_32);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_26 g_34 g_50 g_36 g_62 g_33 g_81 g_114 g_120 g_136 g_146 g_168
 * writes: g_33 g_50 g_34 g_62.f2 g_114 g_116 g_120 g_36 g_167
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    int32_t l_6 = 0L;
    const int8_t l_25[7] = {1L,0xF7L,1L,1L,0xF7L,1L,1L};
    uint64_t l_88 = 0UL;
    int32_t l_125 = (-4L);
    struct S0 l_126 = {65535UL,0xB4F3EC93L,0x4971L,0xD8D5F6D3L};
    uint32_t l_137 = 0x36A709CEL;
    int8_t l_138 = 0x9FL;
    int8_t *l_139 = &l_138;
    int32_t l_140 = 2L;
    int32_t * const l_160 = &l_140;
    int64_t l_162 = 0xD7285B31AE2F7C88LL;
    int32_t *l_173[6];
    int32_t **l_182 = (void*)0;
    int32_t ***l_181 = &l_182;
    int32_t ***l_183[2][8][6] = {{{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182}},{{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182},{&l_182,&l_182,&l_182,&l_182,&l_182,&l_182}}};
    int32_t ****l_184 = &l_183[0][4][5];
    uint16_t *l_187 = &l_126.f0;
    int32_t * const ***l_190 = (void*)0;
    int64_t *l_191 = &l_162;
    uint8_t l_192 = 3UL;
    uint64_t l_197 = 0UL;
    int64_t l_217 = 0x6349847874FC3CE8LL;
    int i, j, k;
    for (i = 0; i < 6; i++)
        l_173[i] = &g_36;
    if ((safe_sub_func_int8_t_s_s(((l_140 |= ((*l_139) = (safe_add_func_int16_t_s_s(l_6, (safe_mod_func_int32_t_s_s((((func_9((((safe_div_func_uint32_t_u_u((((func_15(l_6, ((safe_mul_func_uint16_t_u_u((safe_add_func_int32_t_s_s(l_25[2], (g_26 , (((((+(func_28((g_33[3] = l_25[2]), g_26, l_25[0], g_34) || l_25[0])) >= g_81) , g_62.f2) == l_88) || g_36)))), 65535UL)) , g_81), g_81, g_81, g_36) ^ g_62.f0) == g_62.f0) | l_125), l_6)) >= g_62.f0) && g_36), l_25[2], l_126) , 0xE95A6F79F888D3F9LL) , l_137) & 65533UL), l_138)))))) > 0L), l_25[4])))
    { /* block id: 45 */
        int16_t *l_157 = &g_81;
        int32_t l_163 = 0xD3E55B49L;
        for (l_140 = 0; (l_140 < 0); l_140 = safe_add_func_uint32_t_u_u(l_140, 9))
        { /* block id: 48 */
            uint8_t l_147 = 3UL;
            int8_t l_150[8][3][3] = {{{0x4FL,8L,5L},{0xE1L,0x9BL,0x3DL},{0x4FL,(-1L),9L}},{{0x3CL,0xE1L,0x3DL},{(-10L),(-10L),5L},{1L,0xE1L,1L}},{{8L,(-1L),0x66L},{1L,0x9BL,2L},{(-10L),8L,0x66L}},{{0x3CL,0x3CL,1L},{0x4FL,8L,5L},{0xE1L,0x9BL,0x3DL}},{{0x4FL,(-1L),9L},{0x3CL,0xE1L,0x3DL},{(-10L),(-10L),5L}},{{1L,0xE1L,1L},{8L,(-1L),0x66L},{1L,0x9BL,2L}},{{(-10L),8L,0x66L},{0x3CL,0x3CL,1L},{0x4FL,8L,5L}},{{0xE1L,0x9BL,0x3DL},{0x4FL,(-1L),9L},{0x3CL,0xE1L,0x3DL}}};
            int32_t *l_152 = &g_36;
            int32_t **l_151 = &l_152;
            int16_t *l_158 = &g_81;
            int16_t **l_159 = &l_158;
            uint8_t *l_161 = &l_147;
            uint16_t *l_164 = &l_126.f0;
            int i, j, k;
            for (g_34 = 0; (g_34 >= 36); g_34 = safe_add_func_int32_t_s_s(g_34, 8))
            { /* block id: 51 */
                int32_t *l_149[2][8] = {{&l_125,&l_125,(void*)0,(void*)0,(void*)0,&l_125,&l_125,(void*)0},{&l_125,(void*)0,(void*)0,&l_125,&g_62.f2,&l_125,(void*)0,(void*)0}};
                int i, j;
                (*g_146) = l_138;
                l_125 = (((void*)0 == &g_34) >= l_147);
            }
            if (l_150[2][0][2])
                break;
            (*l_151) = &g_36;
            if ((safe_lshift_func_int8_t_s_u((safe_add_func_uint8_t_u_u((l_157 != ((*l_159) = l_158)), (&g_36 == l_160))), (0UL <= (0UL && ((*l_164) = ((((((*l_161) = (**l_151)) == ((((**l_151) >= (-1L)) , (**l_151)) , l_162)) , (*l_160)) , (*l_152)) | l_163)))))))
            { /* block id: 60 */
                (*l_151) = &g_36;
                return g_114;
            }
            else
            { /* block id: 63 */
                (*l_152) = 0xE1A0D32EL;
            }
        }
    }
    else
    { /* block id: 67 */
        struct S0 *l_165 = &l_126;
        (*g_168) = l_165;
        for (l_162 = 0; (l_162 <= 14); ++l_162)
        { /* block id: 71 */
            l_173[5] = &g_36;
        }
    }
    return g_36;
}


/* ------------------------------------------ */
/* 
 * reads : g_136
 * writes:
 */
static struct S0  func_9(int32_t  p_10, int16_t  p_11, struct S0  p_12)
{ /* block id: 39 */
    int32_t *l_127 = &g_36;
    int32_t *l_128[1];
    int32_t l_129 = (-8L);
    uint16_t l_130[10] = {0UL,0xEE87L,65526UL,65526UL,0xEE87L,0UL,0xEE87L,65526UL,65526UL,0xEE87L};
    uint64_t l_133 = 0x376B33B0C632DA6ALL;
    int i;
    for (i = 0; i < 1; i++)
        l_128[i] = &g_36;
    l_130[2]++;
    --l_133;
    return g_136;
}


/* ------------------------------------------ */
/* 
 * reads : g_26 g_62.f1 g_34 g_81 g_33 g_114 g_36 g_120
 * writes: g_33 g_114 g_116 g_120
 */
static uint64_t  func_15(uint32_t  p_16, int8_t  p_17, int32_t  p_18, uint32_t  p_19, int16_t  p_20)
{ /* block id: 23 */
    int16_t l_93 = (-10L);
    const int32_t *l_105 = &g_36;
    const int32_t **l_104 = &l_105;
    int32_t * const *l_106 = (void*)0;
    int32_t * const **l_107 = (void*)0;
    int32_t * const **l_108 = &l_106;
    uint64_t *l_109 = &g_33[3];
    uint64_t *l_110 = (void*)0;
    uint64_t *l_111 = (void*)0;
    uint64_t *l_112 = (void*)0;
    uint64_t *l_113 = &g_114;
    int8_t *l_115 = &g_116[2][1][4];
    int32_t l_118 = 0xB18E49B9L;
    int32_t l_119 = 0x75A479C5L;
    if ((((*l_115) = (safe_mul_func_int16_t_s_s((0xB117L > (safe_mul_func_int16_t_s_s(l_93, 0xFA2FL))), (safe_sub_func_uint16_t_u_u((l_93 != (safe_lshift_func_int8_t_s_s((g_26 , ((safe_add_func_uint64_t_u_u(g_62.f1, ((*l_113) ^= (safe_add_func_uint64_t_u_u(g_34, (((safe_sub_func_uint8_t_u_u((((*l_109) = (l_104 == ((*l_108) = l_106))) >= p_18), g_81)) , g_33[3]) & p_17)))))) , (*l_105))), 0))), g_81))))) & 0x73L))
    { /* block id: 28 */
        int32_t *l_117[6];
        int i;
        for (i = 0; i < 6; i++)
            l_117[i] = &g_62.f2;
        g_120--;
        return p_20;
    }
    else
    { /* block id: 31 */
        for (g_120 = 8; (g_120 < 58); ++g_120)
        { /* block id: 34 */
            return g_26;
        }
        return p_17;
    }
}


/* ------------------------------------------ */
/* 
 * reads : g_50 g_36 g_62 g_33 g_34
 * writes: g_50 g_34 g_62.f2
 */
static uint32_t  func_28(int32_t  p_29, uint8_t  p_30, uint64_t  p_31, uint16_t  p_32)
{ /* block id: 2 */
    int32_t *l_35 = &g_36;
    int32_t *l_37 = (void*)0;
    int32_t *l_38 = &g_36;
    int32_t *l_39 = &g_36;
    int32_t *l_40 = &g_36;
    int32_t *l_41 = &g_36;
    int32_t *l_42 = &g_36;
    int32_t *l_43 = &g_36;
    int32_t l_44 = 0xBEB927EEL;
    int32_t *l_45 = &l_44;
    int32_t *l_46 = &l_44;
    int32_t l_47 = 0xC9534CE5L;
    int32_t *l_48 = (void*)0;
    int32_t *l_49[5][3][9] = {{{&l_44,&g_36,&g_36,&l_44,&l_47,&g_36,&l_47,&l_44,&g_36},{&g_36,&g_36,&l_47,&l_47,&l_47,&g_36,&g_36,&l_44,&g_36},{&g_36,&l_44,&g_36,&g_36,&l_44,&g_36,&l_47,&g_36,&g_36}},{{&l_44,&l_44,&l_47,&g_36,&l_44,&l_44,&g_36,&l_47,&l_44},{&l_44,(void*)0,&g_36,&l_47,&l_47,&l_44,&l_47,&l_47,&l_44},{&l_47,&l_47,&g_36,&l_47,&l_47,(void*)0,&g_36,&g_36,&g_36}},{{&g_36,(void*)0,&l_47,&l_47,&g_36,&g_36,&g_36,&l_47,&l_47},{&l_44,(void*)0,&g_36,&g_36,&l_47,&l_47,&g_36,&l_47,&l_47},{&g_36,&g_36,&g_36,&g_36,&g_36,(void*)0,&l_47,&l_47,&g_36}},{{&l_44,&l_47,&g_36,&l_44,&l_44,&g_36,&l_47,&l_44,&l_44},{&l_47,&l_44,&g_36,&l_44,&g_36,&l_47,&l_47,&g_36,&l_44},{&g_36,&l_47,&g_36,(void*)0,&l_47,&l_44,&l_47,&l_44,&l_44}},{{&g_36,&l_47,&l_44,&l_47,&l_44,&l_47,&g_36,&l_47,&g_36},{&l_47,&l_44,&l_47,(void*)0,&g_36,&l_47,&g_36,(void*)0,&l_47},{&l_47,&l_47,&g_36,&l_44,&g_36,&l_44,&l_47,&l_47,&l_47}}};
    struct S0 l_67[3][8] = {{{2UL,1L,0xBC1FL,2UL},{1UL,-2L,1UL,0x21DABEE0L},{2UL,1L,0xBC1FL,2UL},{2UL,1L,0xBC1FL,2UL},{1UL,-2L,1UL,0x21DABEE0L},{2UL,1L,0xBC1FL,2UL},{2UL,1L,0xBC1FL,2UL},{1UL,-2L,1UL,0x21DABEE0L}},{{1UL,-2L,1UL,0x21DABEE0L},{2UL,1L,0xBC1FL,2UL},{2UL,1L,0xBC1FL,2UL},{1UL,-2L,1UL,0x21DABEE0L},{2UL,1L,0xBC1FL,2UL},{2UL,1L,0xBC1FL,2UL},{1UL,-2L,1UL,0x21DABEE0L},{2UL,1L,0xBC1FL,2UL}},{{1UL,-2L,1UL,0x21DABEE0L},{1UL,-2L,1UL,0x21DABEE0L},{0x053AL,5L,1UL,18446744073709551615UL},{1UL,-2L,1UL,0x21DABEE0L},{1UL,-2L,1UL,0x21DABEE0L},{0x053AL,5L,1UL,18446744073709551615UL},{1UL,-2L,1UL,0x21DABEE0L},{1UL,-2L,1UL,0x21DABEE0L}}};
    uint32_t l_75[4];
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_75[i] = 4294967295UL;
    g_50++;
    if ((safe_mod_func_uint32_t_u_u(((*l_46) , (safe_lshift_func_int8_t_s_s((safe_add_func_uint32_t_u_u(p_29, (safe_sub_func_uint8_t_u_u((*l_42), (~(g_62 , (safe_mod_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u(((&g_36 != (l_67[2][3] , (l_67[2][3] , &l_47))) && (safe_rshift_func_int16_t_s_s(g_36, p_32))), 0UL)) != 1UL), p_32)))))))), g_33[3]))), g_62.f0)))
    { /* block id: 4 */
        struct S0 l_72[1][8][7] = {{{{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL}},{{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{65527UL,9L,0x1518L,0UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{65527UL,9L,0x1518L,0UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL}},{{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL}},{{0x19E7L,-1L,0x9297L,0x452C7957L},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{0x19E7L,-1L,0x9297L,0x452C7957L},{0x19E7L,-1L,0x9297L,0x452C7957L},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{0x19E7L,-1L,0x9297L,0x452C7957L},{0x19E7L,-1L,0x9297L,0x452C7957L}},{{0x5996L,-1L,0x77BFL,1UL},{0x5996L,-1L,0x77BFL,1UL},{0UL,0x36227FA2L,0x55FDL,0UL},{0x5996L,-1L,0x77BFL,1UL},{0x5996L,-1L,0x77BFL,1UL},{0UL,0x36227FA2L,0x55FDL,0UL},{0x5996L,-1L,0x77BFL,1UL}},{{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{0x19E7L,-1L,0x9297L,0x452C7957L},{0x19E7L,-1L,0x9297L,0x452C7957L},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{0x19E7L,-1L,0x9297L,0x452C7957L},{0x19E7L,-1L,0x9297L,0x452C7957L},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL}},{{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL},{0x5996L,-1L,0x77BFL,1UL},{0x6196L,-4L,65528UL,7UL},{0x6196L,-4L,65528UL,7UL}},{{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{65527UL,9L,0x1518L,0UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL},{65527UL,9L,0x1518L,0UL},{2UL,0xCCB15B75L,0x39A0L,18446744073709551615UL}}}};
        uint8_t *l_76 = &g_34;
        int16_t *l_80[7][10] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
        int32_t l_82 = 0x8398D9B3L;
        int i, j, k;
        l_82 ^= (((g_62 , (safe_sub_func_int32_t_s_s(((l_72[0][7][1] , ((*l_45) = (safe_div_func_int32_t_s_s((((((*l_76) = (l_75[3] != l_72[0][7][1].f3)) , ((safe_mul_func_int16_t_s_s(g_33[3], p_31)) , (g_50 < (~((g_33[3] | 0xA9L) , (-6L)))))) == g_36) , p_29), 4294967295UL)))) != g_62.f0), p_30))) && g_50) ^ l_72[0][7][1].f1);
        return (*l_39);
    }
    else
    { /* block id: 9 */
        const int8_t l_83[3] = {0x80L,0x80L,0x80L};
        int32_t *l_86 = &g_36;
        int32_t **l_87 = &l_45;
        int i;
        g_62.f2 = l_83[2];
        for (l_47 = (-19); (l_47 < (-15)); l_47 = safe_add_func_int64_t_s_s(l_47, 8))
        { /* block id: 13 */
            for (l_44 = 0; (l_44 <= 2); l_44 += 1)
            { /* block id: 16 */
                return g_62.f2;
            }
        }
        (*l_87) = l_86;
    }
    return g_34;
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
    transparent_crc(g_26, "g_26", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_33[i], "g_33[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_50, "g_50", print_hash_value);
    transparent_crc(g_62.f0, "g_62.f0", print_hash_value);
    transparent_crc(g_62.f1, "g_62.f1", print_hash_value);
    transparent_crc(g_62.f2, "g_62.f2", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_114, "g_114", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_116[i][j][k], "g_116[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_120, "g_120", print_hash_value);
    transparent_crc(g_136.f0, "g_136.f0", print_hash_value);
    transparent_crc(g_136.f1, "g_136.f1", print_hash_value);
    transparent_crc(g_136.f2, "g_136.f2", print_hash_value);
    transparent_crc(g_136.f3, "g_136.f3", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_208[i], "g_208[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_223, "g_223", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 73
   depth: 1, occurrence: 6
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 1
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 1
breakdown:
   indirect level: 0, occurrence: 1
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 2
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 7

XXX max expression depth: 38
breakdown:
   depth: 1, occurrence: 36
   depth: 2, occurrence: 6
   depth: 3, occurrence: 1
   depth: 15, occurrence: 1
   depth: 17, occurrence: 1
   depth: 19, occurrence: 1
   depth: 21, occurrence: 1
   depth: 38, occurrence: 1

XXX total number of pointers: 74

XXX times a variable address is taken: 289
XXX times a pointer is dereferenced on RHS: 21
breakdown:
   depth: 1, occurrence: 16
   depth: 2, occurrence: 5
XXX times a pointer is dereferenced on LHS: 36
breakdown:
   depth: 1, occurrence: 35
   depth: 2, occurrence: 1
XXX times a pointer is compared with null: 4
XXX times a pointer is compared with address of another variable: 2
XXX times a pointer is compared with another pointer: 1
XXX times a pointer is qualified to be dereferenced: 320

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 127
   level: 2, occurrence: 15
   level: 3, occurrence: 6
   level: 4, occurrence: 3
XXX number of pointers point to pointers: 21
XXX number of pointers point to scalars: 51
XXX number of pointers point to structs: 2
XXX percent of pointers has null in alias set: 27
XXX average alias set size: 1.31

XXX times a non-volatile is read: 187
XXX times a non-volatile is write: 104
XXX times a volatile is read: 10
XXX    times read thru a pointer: 0
XXX times a volatile is write: 3
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 85
XXX percentage of non-volatile access: 95.7

XXX forward jumps: 0
XXX backward jumps: 2

XXX stmts: 34
XXX max block depth: 3
breakdown:
   depth: 0, occurrence: 9
   depth: 1, occurrence: 12
   depth: 2, occurrence: 7
   depth: 3, occurrence: 6

XXX percentage a fresh-made variable is used: 30
XXX percentage an existing variable is used: 70
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

