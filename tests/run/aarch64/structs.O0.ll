; ModuleID = 'tests/run/aarch64/structs.c'
source_filename = "tests/run/aarch64/structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S1 = type { i8 }
%struct.S2 = type { i16 }
%struct.S3 = type { [3 x i8] }
%struct.S5 = type { [5 x i8] }
%struct.S6 = type { [3 x i16] }
%struct.S7 = type { i8, i16, [3 x i8] }
%struct.S8 = type { i32, i32 }
%struct.S9 = type { [9 x i8] }
%struct.S12 = type { [3 x i32] }
%struct.S15 = type { [15 x i8] }
%struct.S16 = type { i64, i64 }
%struct.I128S = type { i128 }
%struct.A16 = type { i64, i64 }
%struct.MixIF = type { i32, float }
%struct.MixDL = type { double, i64 }
%struct.MixFI3 = type { float, i32, float }
%struct.PK = type <{ i8, i64 }>
%struct.Big24 = type { i32, double, i8 }
%struct.Big = type { [5 x i64] }
%struct.BF = type { i32 }
%union.U = type { double, [8 x i8] }

@__const.r_drive_self.s1 = private unnamed_addr constant %struct.S1 { i8 -5 }, align 1
@__const.r_drive_self.s2 = private unnamed_addr constant %struct.S2 { i16 -300 }, align 2
@__const.r_drive_self.s3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\01\02\03" }, align 1
@__const.r_drive_self.s5 = private unnamed_addr constant %struct.S5 { [5 x i8] c"\04\05\06\07\08" }, align 1
@__const.r_drive_self.s6 = private unnamed_addr constant %struct.S6 { [3 x i16] [i16 -9, i16 10, i16 -11] }, align 2
@__const.r_drive_self.s7 = private unnamed_addr constant %struct.S7 { i8 12, i16 -13, [3 x i8] c"\0E\0F\10" }, align 2
@__const.r_drive_self.s8 = private unnamed_addr constant %struct.S8 { i32 -17, i32 18 }, align 4
@__const.r_drive_self.s9 = private unnamed_addr constant %struct.S9 { [9 x i8] c"\13\14\15\16\17\18\19\1A\1B" }, align 1
@__const.r_drive_self.s12 = private unnamed_addr constant %struct.S12 { [3 x i32] [i32 -28, i32 29, i32 -30] }, align 4
@__const.r_drive_self.s15 = private unnamed_addr constant %struct.S15 { [15 x i8] c"\1F !\22#$%&'()*+,-" }, align 1
@__const.r_drive_self.s16 = private unnamed_addr constant %struct.S16 { i64 -46, i64 47 }, align 8
@__const.r_drive_self.s16b = private unnamed_addr constant %struct.S16 { i64 81985529216486895, i64 -1229782938247303441 }, align 8
@__const.r_drive_self.i128 = private unnamed_addr constant %struct.I128S { i128 1339673755198158349623302689933104920 }, align 16
@__const.r_drive_self.a16 = private unnamed_addr constant %struct.A16 { i64 -48, i64 49 }, align 16
@__const.r_drive_self.a16b = private unnamed_addr constant %struct.A16 { i64 50, i64 -51 }, align 16
@__const.r_drive_self.mif = private unnamed_addr constant %struct.MixIF { i32 52, float 5.500000e+00 }, align 4
@__const.r_drive_self.mdl = private unnamed_addr constant %struct.MixDL { double -5.325000e+01, i64 54 }, align 8
@__const.r_drive_self.mfi3 = private unnamed_addr constant %struct.MixFI3 { float 1.125000e+00, i32 -55, float 5.650000e+01 }, align 4
@__const.r_drive_self.bf = private unnamed_addr constant { i8, i8, i8, i8 } { i8 37, i8 99, i8 48, i8 undef }, align 4
@__const.r_drive_self.pk = private unnamed_addr constant %struct.PK <{ i8 57, i64 379439306840 }>, align 1
@__const.r_drive_self.b24 = private unnamed_addr constant %struct.Big24 { i32 71, double 7.250000e+01, i8 73 }, align 8
@.str = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"CALL(small)(s1, s2, s3, s5, s6, s7, s8, s9)\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"CALL(align16)(1, i128, 2, a16, 3, a16b, 4)\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"CALL(bigs)(big, 74, b24, big2)\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"big.v[0] + big2.v[4] + b24.a\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"CALL(mixed)(mif, mdl, 0.375, mfi3, -7.75f, bf, pk, u)\00", align 1
@.str.6 = private unnamed_addr constant [58 x i8] c"CALL(spill)(s16, s16b, s16, s16b, s16, s9, 'x', s12, s15)\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"CALL(partial)(1, 2, 3, 4, 5, 6, 7, s16b, 8, s3)\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"CALL(ret_s1)(41).a\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"HB(r)\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"r.a\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"r.b\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"HB(r.c)\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"(long)r.d\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"r.l\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"(long)(r.f * 8)\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"r.i\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"(long)(r.g * 8)\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"(u64)r.v\00", align 1
@.str.19 = private unnamed_addr constant [17 x i8] c"(u64)(r.v >> 64)\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"r.c\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"r.c[8]\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"(long)r.b\00", align 1
@__const.r_drive_other.s1 = private unnamed_addr constant %struct.S1 { i8 -5 }, align 1
@__const.r_drive_other.s2 = private unnamed_addr constant %struct.S2 { i16 -300 }, align 2
@__const.r_drive_other.s3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\01\02\03" }, align 1
@__const.r_drive_other.s5 = private unnamed_addr constant %struct.S5 { [5 x i8] c"\04\05\06\07\08" }, align 1
@__const.r_drive_other.s6 = private unnamed_addr constant %struct.S6 { [3 x i16] [i16 -9, i16 10, i16 -11] }, align 2
@__const.r_drive_other.s7 = private unnamed_addr constant %struct.S7 { i8 12, i16 -13, [3 x i8] c"\0E\0F\10" }, align 2
@__const.r_drive_other.s8 = private unnamed_addr constant %struct.S8 { i32 -17, i32 18 }, align 4
@__const.r_drive_other.s9 = private unnamed_addr constant %struct.S9 { [9 x i8] c"\13\14\15\16\17\18\19\1A\1B" }, align 1
@__const.r_drive_other.s12 = private unnamed_addr constant %struct.S12 { [3 x i32] [i32 -28, i32 29, i32 -30] }, align 4
@__const.r_drive_other.s15 = private unnamed_addr constant %struct.S15 { [15 x i8] c"\1F !\22#$%&'()*+,-" }, align 1
@__const.r_drive_other.s16 = private unnamed_addr constant %struct.S16 { i64 -46, i64 47 }, align 8
@__const.r_drive_other.s16b = private unnamed_addr constant %struct.S16 { i64 81985529216486895, i64 -1229782938247303441 }, align 8
@__const.r_drive_other.i128 = private unnamed_addr constant %struct.I128S { i128 1339673755198158349623302689933104920 }, align 16
@__const.r_drive_other.a16 = private unnamed_addr constant %struct.A16 { i64 -48, i64 49 }, align 16
@__const.r_drive_other.a16b = private unnamed_addr constant %struct.A16 { i64 50, i64 -51 }, align 16
@__const.r_drive_other.mif = private unnamed_addr constant %struct.MixIF { i32 52, float 5.500000e+00 }, align 4
@__const.r_drive_other.mdl = private unnamed_addr constant %struct.MixDL { double -5.325000e+01, i64 54 }, align 8
@__const.r_drive_other.mfi3 = private unnamed_addr constant %struct.MixFI3 { float 1.125000e+00, i32 -55, float 5.650000e+01 }, align 4
@__const.r_drive_other.bf = private unnamed_addr constant { i8, i8, i8, i8 } { i8 37, i8 99, i8 48, i8 undef }, align 4
@__const.r_drive_other.pk = private unnamed_addr constant %struct.PK <{ i8 57, i64 379439306840 }>, align 1
@__const.r_drive_other.b24 = private unnamed_addr constant %struct.Big24 { i32 71, double 7.250000e+01, i8 73 }, align 8
@.str.23 = private unnamed_addr constant [16 x i8] c"clang -> clang\0A\00", align 1
@.str.24 = private unnamed_addr constant [14 x i8] c"clang -> gcc\0A\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"gcc -> clang\0A\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"gcc -> gcc\0A\00", align 1
@.str.27 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_small(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, [2 x i64] %7) #0 {
  %9 = alloca %struct.S1, align 1
  %10 = alloca %struct.S2, align 2
  %11 = alloca %struct.S3, align 1
  %12 = alloca %struct.S5, align 1
  %13 = alloca %struct.S6, align 2
  %14 = alloca %struct.S7, align 2
  %15 = alloca %struct.S8, align 4
  %16 = alloca %struct.S9, align 1
  %17 = alloca [2 x i64], align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.S1, ptr %9, i32 0, i32 0
  %20 = trunc i64 %0 to i8
  store i8 %20, ptr %19, align 1
  %21 = getelementptr inbounds %struct.S2, ptr %10, i32 0, i32 0
  %22 = trunc i64 %1 to i16
  store i16 %22, ptr %21, align 2
  %23 = getelementptr inbounds %struct.S3, ptr %11, i32 0, i32 0
  %24 = trunc i64 %2 to i24
  store i24 %24, ptr %23, align 1
  %25 = getelementptr inbounds %struct.S5, ptr %12, i32 0, i32 0
  %26 = trunc i64 %3 to i40
  store i40 %26, ptr %25, align 1
  %27 = getelementptr inbounds %struct.S6, ptr %13, i32 0, i32 0
  %28 = trunc i64 %4 to i48
  store i48 %28, ptr %27, align 2
  store i64 %5, ptr %14, align 2
  store i64 %6, ptr %15, align 4
  %29 = getelementptr inbounds %struct.S9, ptr %16, i32 0, i32 0
  store [2 x i64] %7, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %29, ptr align 8 %17, i64 9, i1 false)
  store i64 1, ptr %18, align 8
  %30 = load i64, ptr %18, align 8
  %31 = getelementptr inbounds %struct.S1, ptr %9, i32 0, i32 0
  %32 = call i64 @hbytes(ptr noundef %31, i32 noundef 1)
  %33 = call i64 @mixh(i64 noundef %30, i64 noundef %32)
  store i64 %33, ptr %18, align 8
  %34 = load i64, ptr %18, align 8
  %35 = getelementptr inbounds %struct.S2, ptr %10, i32 0, i32 0
  %36 = call i64 @hbytes(ptr noundef %35, i32 noundef 2)
  %37 = call i64 @mixh(i64 noundef %34, i64 noundef %36)
  store i64 %37, ptr %18, align 8
  %38 = load i64, ptr %18, align 8
  %39 = call i64 @hbytes(ptr noundef %11, i32 noundef 3)
  %40 = call i64 @mixh(i64 noundef %38, i64 noundef %39)
  store i64 %40, ptr %18, align 8
  %41 = load i64, ptr %18, align 8
  %42 = call i64 @hbytes(ptr noundef %12, i32 noundef 5)
  %43 = call i64 @mixh(i64 noundef %41, i64 noundef %42)
  store i64 %43, ptr %18, align 8
  %44 = load i64, ptr %18, align 8
  %45 = call i64 @hbytes(ptr noundef %13, i32 noundef 6)
  %46 = call i64 @mixh(i64 noundef %44, i64 noundef %45)
  store i64 %46, ptr %18, align 8
  %47 = load i64, ptr %18, align 8
  %48 = getelementptr inbounds %struct.S7, ptr %14, i32 0, i32 0
  %49 = load i8, ptr %48, align 2
  %50 = zext i8 %49 to i64
  %51 = call i64 @mixh(i64 noundef %47, i64 noundef %50)
  store i64 %51, ptr %18, align 8
  %52 = load i64, ptr %18, align 8
  %53 = getelementptr inbounds %struct.S7, ptr %14, i32 0, i32 1
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %54 to i64
  %56 = call i64 @mixh(i64 noundef %52, i64 noundef %55)
  store i64 %56, ptr %18, align 8
  %57 = load i64, ptr %18, align 8
  %58 = getelementptr inbounds %struct.S7, ptr %14, i32 0, i32 2
  %59 = call i64 @hbytes(ptr noundef %58, i32 noundef 3)
  %60 = call i64 @mixh(i64 noundef %57, i64 noundef %59)
  store i64 %60, ptr %18, align 8
  %61 = load i64, ptr %18, align 8
  %62 = call i64 @hbytes(ptr noundef %15, i32 noundef 8)
  %63 = call i64 @mixh(i64 noundef %61, i64 noundef %62)
  store i64 %63, ptr %18, align 8
  %64 = load i64, ptr %18, align 8
  %65 = call i64 @hbytes(ptr noundef %16, i32 noundef 9)
  %66 = call i64 @mixh(i64 noundef %64, i64 noundef %65)
  store i64 %66, ptr %18, align 8
  %67 = load i64, ptr %18, align 8
  ret i64 %67
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mixh(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = mul i64 %5, 1000003
  %7 = load i64, ptr %4, align 8
  %8 = xor i64 %6, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hbytes(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 7, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i64, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i64
  %21 = call i64 @mixh(i64 noundef %14, i64 noundef %20)
  store i64 %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %9, !llvm.loop !6

25:                                               ; preds = %9
  %26 = load i64, ptr %5, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_align16(i32 noundef %0, i128 %1, i32 noundef %2, i128 %3, i64 noundef %4, i128 %5, i32 noundef %6) #0 {
  %8 = alloca %struct.I128S, align 16
  %9 = alloca %struct.A16, align 16
  %10 = alloca %struct.A16, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = getelementptr inbounds %struct.I128S, ptr %8, i32 0, i32 0
  store i128 %1, ptr %15, align 16
  store i128 %3, ptr %9, align 16
  store i128 %5, ptr %10, align 16
  store i32 %0, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i64 %4, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %16 = load i32, ptr %11, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.I128S, ptr %8, i32 0, i32 0
  %19 = load i128, ptr %18, align 16
  %20 = trunc i128 %19 to i64
  %21 = call i64 @mixh(i64 noundef %17, i64 noundef %20)
  %22 = getelementptr inbounds %struct.I128S, ptr %8, i32 0, i32 0
  %23 = load i128, ptr %22, align 16
  %24 = ashr i128 %23, 64
  %25 = trunc i128 %24 to i64
  %26 = call i64 @mixh(i64 noundef %21, i64 noundef %25)
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = call i64 @mixh(i64 noundef %26, i64 noundef %28)
  %30 = getelementptr inbounds %struct.A16, ptr %9, i32 0, i32 0
  %31 = load i64, ptr %30, align 16
  %32 = call i64 @mixh(i64 noundef %29, i64 noundef %31)
  %33 = getelementptr inbounds %struct.A16, ptr %9, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = call i64 @mixh(i64 noundef %32, i64 noundef %34)
  %36 = load i64, ptr %13, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  %38 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 0
  %39 = load i64, ptr %38, align 16
  %40 = mul nsw i64 %39, 3
  %41 = getelementptr inbounds %struct.A16, ptr %10, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = add nsw i64 %40, %42
  %44 = call i64 @mixh(i64 noundef %37, i64 noundef %43)
  %45 = load i32, ptr %14, align 4
  %46 = sext i32 %45 to i64
  %47 = call i64 @mixh(i64 noundef %44, i64 noundef %46)
  ret i64 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_bigs(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  store i64 %12, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %13

13:                                               ; preds = %31, %4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %14, 5
  br i1 %15, label %16, label %34

16:                                               ; preds = %13
  %17 = load i64, ptr %9, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [5 x i64], ptr %18, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i64], ptr %23, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = mul nsw i64 2, %27
  %29 = add nsw i64 %22, %28
  %30 = call i64 @mixh(i64 noundef %17, i64 noundef %29)
  store i64 %30, ptr %9, align 8
  br label %31

31:                                               ; preds = %16
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %10, align 4
  br label %13, !llvm.loop !8

34:                                               ; preds = %13
  %35 = load i64, ptr %9, align 8
  %36 = getelementptr inbounds %struct.Big24, ptr %2, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = sext i32 %37 to i64
  %39 = call i64 @mixh(i64 noundef %35, i64 noundef %38)
  %40 = getelementptr inbounds %struct.Big24, ptr %2, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fmul double %41, 4.000000e+00
  %43 = fptosi double %42 to i64
  %44 = call i64 @mixh(i64 noundef %39, i64 noundef %43)
  %45 = getelementptr inbounds %struct.Big24, ptr %2, i32 0, i32 2
  %46 = load i8, ptr %45, align 8
  %47 = zext i8 %46 to i64
  %48 = call i64 @mixh(i64 noundef %44, i64 noundef %47)
  store i64 %48, ptr %9, align 8
  %49 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %50 = getelementptr inbounds [5 x i64], ptr %49, i64 0, i64 0
  store i64 -1, ptr %50, align 8
  %51 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %52 = getelementptr inbounds [5 x i64], ptr %51, i64 0, i64 4
  store i64 -1, ptr %52, align 8
  %53 = getelementptr inbounds %struct.Big24, ptr %2, i32 0, i32 0
  store i32 -1, ptr %53, align 8
  %54 = load i64, ptr %9, align 8
  %55 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %56 = getelementptr inbounds [5 x i64], ptr %55, i64 0, i64 0
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds %struct.Big, ptr %3, i32 0, i32 0
  %59 = getelementptr inbounds [5 x i64], ptr %58, i64 0, i64 4
  %60 = load i64, ptr %59, align 8
  %61 = add nsw i64 %57, %60
  %62 = call i64 @mixh(i64 noundef %54, i64 noundef %61)
  ret i64 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_mixed(i64 %0, [2 x i64] %1, double noundef %2, [2 x i64] %3, float noundef %4, i64 %5, [2 x i64] %6, [2 x i64] %7) #0 {
  %9 = alloca %struct.MixIF, align 4
  %10 = alloca %struct.MixDL, align 8
  %11 = alloca %struct.MixFI3, align 4
  %12 = alloca [2 x i64], align 8
  %13 = alloca %struct.BF, align 4
  %14 = alloca %struct.PK, align 1
  %15 = alloca [2 x i64], align 8
  %16 = alloca %union.U, align 8
  %17 = alloca double, align 8
  %18 = alloca float, align 4
  %19 = alloca i64, align 8
  store i64 %0, ptr %9, align 4
  store [2 x i64] %1, ptr %10, align 8
  store [2 x i64] %3, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 8 %12, i64 12, i1 false)
  %20 = getelementptr inbounds %struct.BF, ptr %13, i32 0, i32 0
  %21 = trunc i64 %5 to i32
  store i32 %21, ptr %20, align 4
  store [2 x i64] %6, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 8 %15, i64 9, i1 false)
  store [2 x i64] %7, ptr %16, align 8
  store double %2, ptr %17, align 8
  store float %4, ptr %18, align 4
  %22 = getelementptr inbounds %struct.MixIF, ptr %9, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.MixIF, ptr %9, i32 0, i32 1
  %26 = load float, ptr %25, align 4
  %27 = fmul float %26, 8.000000e+00
  %28 = fptosi float %27 to i64
  %29 = call i64 @mixh(i64 noundef %24, i64 noundef %28)
  store i64 %29, ptr %19, align 8
  %30 = load i64, ptr %19, align 8
  %31 = getelementptr inbounds %struct.MixDL, ptr %10, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %32, 8.000000e+00
  %34 = fptosi double %33 to i64
  %35 = call i64 @mixh(i64 noundef %30, i64 noundef %34)
  %36 = getelementptr inbounds %struct.MixDL, ptr %10, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  %38 = call i64 @mixh(i64 noundef %35, i64 noundef %37)
  store i64 %38, ptr %19, align 8
  %39 = load i64, ptr %19, align 8
  %40 = load double, ptr %17, align 8
  %41 = fmul double %40, 8.000000e+00
  %42 = fptosi double %41 to i64
  %43 = call i64 @mixh(i64 noundef %39, i64 noundef %42)
  store i64 %43, ptr %19, align 8
  %44 = load i64, ptr %19, align 8
  %45 = getelementptr inbounds %struct.MixFI3, ptr %11, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = fmul float %46, 8.000000e+00
  %48 = fptosi float %47 to i64
  %49 = call i64 @mixh(i64 noundef %44, i64 noundef %48)
  %50 = getelementptr inbounds %struct.MixFI3, ptr %11, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = call i64 @mixh(i64 noundef %49, i64 noundef %52)
  %54 = getelementptr inbounds %struct.MixFI3, ptr %11, i32 0, i32 2
  %55 = load float, ptr %54, align 4
  %56 = fmul float %55, 8.000000e+00
  %57 = fptosi float %56 to i64
  %58 = call i64 @mixh(i64 noundef %53, i64 noundef %57)
  store i64 %58, ptr %19, align 8
  %59 = load i64, ptr %19, align 8
  %60 = load float, ptr %18, align 4
  %61 = fmul float %60, 8.000000e+00
  %62 = fptosi float %61 to i64
  %63 = call i64 @mixh(i64 noundef %59, i64 noundef %62)
  store i64 %63, ptr %19, align 8
  %64 = load i64, ptr %19, align 8
  %65 = load i32, ptr %13, align 4
  %66 = and i32 %65, 7
  %67 = zext i32 %66 to i64
  %68 = call i64 @mixh(i64 noundef %64, i64 noundef %67)
  %69 = load i32, ptr %13, align 4
  %70 = lshr i32 %69, 3
  %71 = and i32 %70, 127
  %72 = zext i32 %71 to i64
  %73 = call i64 @mixh(i64 noundef %68, i64 noundef %72)
  %74 = load i32, ptr %13, align 4
  %75 = shl i32 %74, 10
  %76 = ashr i32 %75, 20
  %77 = sext i32 %76 to i64
  %78 = call i64 @mixh(i64 noundef %73, i64 noundef %77)
  store i64 %78, ptr %19, align 8
  %79 = load i64, ptr %19, align 8
  %80 = getelementptr inbounds %struct.PK, ptr %14, i32 0, i32 0
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i64
  %83 = call i64 @mixh(i64 noundef %79, i64 noundef %82)
  %84 = getelementptr inbounds %struct.PK, ptr %14, i32 0, i32 1
  %85 = load i64, ptr %84, align 1
  %86 = call i64 @mixh(i64 noundef %83, i64 noundef %85)
  store i64 %86, ptr %19, align 8
  %87 = load i64, ptr %19, align 8
  %88 = load i64, ptr %16, align 8
  %89 = call i64 @mixh(i64 noundef %87, i64 noundef %88)
  %90 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 8
  %91 = call i64 @hbytes(ptr noundef %90, i32 noundef 1)
  %92 = call i64 @mixh(i64 noundef %89, i64 noundef %91)
  ret i64 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_spill([2 x i64] %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, i8 noundef %6, [2 x i64] %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.S16, align 8
  %11 = alloca %struct.S16, align 8
  %12 = alloca %struct.S16, align 8
  %13 = alloca %struct.S16, align 8
  %14 = alloca %struct.S16, align 8
  %15 = alloca %struct.S9, align 1
  %16 = alloca [2 x i64], align 8
  %17 = alloca %struct.S12, align 4
  %18 = alloca [2 x i64], align 8
  %19 = alloca %struct.S15, align 1
  %20 = alloca [2 x i64], align 8
  %21 = alloca i8, align 1
  %22 = alloca i64, align 8
  store [2 x i64] %0, ptr %10, align 8
  store [2 x i64] %1, ptr %11, align 8
  store [2 x i64] %2, ptr %12, align 8
  store [2 x i64] %3, ptr %13, align 8
  store [2 x i64] %4, ptr %14, align 8
  %23 = getelementptr inbounds %struct.S9, ptr %15, i32 0, i32 0
  store [2 x i64] %5, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %16, i64 9, i1 false)
  %24 = getelementptr inbounds %struct.S12, ptr %17, i32 0, i32 0
  store [2 x i64] %7, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 8 %18, i64 12, i1 false)
  %25 = getelementptr inbounds %struct.S15, ptr %19, i32 0, i32 0
  store [2 x i64] %8, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %25, ptr align 8 %20, i64 15, i1 false)
  store i8 %6, ptr %21, align 1
  %26 = getelementptr inbounds %struct.S16, ptr %10, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds %struct.S16, ptr %10, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = call i64 @mixh(i64 noundef %27, i64 noundef %29)
  %31 = getelementptr inbounds %struct.S16, ptr %11, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds %struct.S16, ptr %11, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = call i64 @mixh(i64 noundef %32, i64 noundef %34)
  %36 = call i64 @mixh(i64 noundef %30, i64 noundef %35)
  store i64 %36, ptr %22, align 8
  %37 = load i64, ptr %22, align 8
  %38 = getelementptr inbounds %struct.S16, ptr %12, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds %struct.S16, ptr %12, i32 0, i32 1
  %41 = load i64, ptr %40, align 8
  %42 = call i64 @mixh(i64 noundef %39, i64 noundef %41)
  %43 = call i64 @mixh(i64 noundef %37, i64 noundef %42)
  %44 = getelementptr inbounds %struct.S16, ptr %13, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds %struct.S16, ptr %13, i32 0, i32 1
  %47 = load i64, ptr %46, align 8
  %48 = call i64 @mixh(i64 noundef %45, i64 noundef %47)
  %49 = call i64 @mixh(i64 noundef %43, i64 noundef %48)
  store i64 %49, ptr %22, align 8
  %50 = load i64, ptr %22, align 8
  %51 = getelementptr inbounds %struct.S16, ptr %14, i32 0, i32 0
  %52 = load i64, ptr %51, align 8
  %53 = getelementptr inbounds %struct.S16, ptr %14, i32 0, i32 1
  %54 = load i64, ptr %53, align 8
  %55 = call i64 @mixh(i64 noundef %52, i64 noundef %54)
  %56 = call i64 @mixh(i64 noundef %50, i64 noundef %55)
  %57 = call i64 @hbytes(ptr noundef %15, i32 noundef 9)
  %58 = call i64 @mixh(i64 noundef %56, i64 noundef %57)
  store i64 %58, ptr %22, align 8
  %59 = load i64, ptr %22, align 8
  %60 = load i8, ptr %21, align 1
  %61 = zext i8 %60 to i64
  %62 = call i64 @mixh(i64 noundef %59, i64 noundef %61)
  %63 = call i64 @hbytes(ptr noundef %17, i32 noundef 12)
  %64 = call i64 @mixh(i64 noundef %62, i64 noundef %63)
  %65 = call i64 @hbytes(ptr noundef %19, i32 noundef 15)
  %66 = call i64 @mixh(i64 noundef %64, i64 noundef %65)
  ret i64 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_partial(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, [2 x i64] %7, i64 noundef %8, i64 %9) #0 {
  %11 = alloca %struct.S16, align 8
  %12 = alloca %struct.S3, align 1
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  store [2 x i64] %7, ptr %11, align 8
  %21 = getelementptr inbounds %struct.S3, ptr %12, i32 0, i32 0
  %22 = trunc i64 %9 to i24
  store i24 %22, ptr %21, align 1
  store i64 %0, ptr %13, align 8
  store i64 %1, ptr %14, align 8
  store i64 %2, ptr %15, align 8
  store i64 %3, ptr %16, align 8
  store i64 %4, ptr %17, align 8
  store i64 %5, ptr %18, align 8
  store i64 %6, ptr %19, align 8
  store i64 %8, ptr %20, align 8
  %23 = load i64, ptr %13, align 8
  %24 = load i64, ptr %14, align 8
  %25 = call i64 @mixh(i64 noundef %23, i64 noundef %24)
  %26 = load i64, ptr %15, align 8
  %27 = call i64 @mixh(i64 noundef %25, i64 noundef %26)
  %28 = load i64, ptr %16, align 8
  %29 = call i64 @mixh(i64 noundef %27, i64 noundef %28)
  %30 = load i64, ptr %17, align 8
  %31 = call i64 @mixh(i64 noundef %29, i64 noundef %30)
  %32 = load i64, ptr %18, align 8
  %33 = call i64 @mixh(i64 noundef %31, i64 noundef %32)
  %34 = load i64, ptr %19, align 8
  %35 = call i64 @mixh(i64 noundef %33, i64 noundef %34)
  %36 = getelementptr inbounds %struct.S16, ptr %11, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = mul nsw i64 %37, 5
  %39 = getelementptr inbounds %struct.S16, ptr %11, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = add nsw i64 %38, %40
  %42 = call i64 @mixh(i64 noundef %35, i64 noundef %41)
  %43 = load i64, ptr %20, align 8
  %44 = call i64 @mixh(i64 noundef %42, i64 noundef %43)
  %45 = call i64 @hbytes(ptr noundef %12, i32 noundef 3)
  %46 = call i64 @mixh(i64 noundef %44, i64 noundef %45)
  %47 = call i64 @mixh(i64 noundef %46, i64 noundef 0)
  ret i64 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8 @r_ret_s1(i8 noundef %0) #0 {
  %2 = alloca %struct.S1, align 1
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = add nsw i32 %6, 1
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %4, align 1
  %9 = getelementptr inbounds %struct.S1, ptr %2, i32 0, i32 0
  %10 = load i8, ptr %9, align 1
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i24 @r_ret_s3(i64 %0) #0 {
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca i24, align 4
  %5 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %6 = trunc i64 %0 to i24
  store i24 %6, ptr %5, align 1
  %7 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds [3 x i8], ptr %8, i64 0, i64 2
  %10 = load i8, ptr %9, align 1
  store i8 %10, ptr %7, align 1
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %13 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 1
  %14 = load i8, ptr %13, align 1
  store i8 %14, ptr %11, align 1
  %15 = getelementptr inbounds i8, ptr %7, i64 2
  %16 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %17 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 0
  %18 = load i8, ptr %17, align 1
  store i8 %18, ptr %15, align 1
  %19 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 1 %19, i64 3, i1 false)
  %20 = load i24, ptr %4, align 4
  ret i24 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_ret_s7(i8 noundef %0, i16 noundef %1) #0 {
  %3 = alloca %struct.S7, align 2
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  store i8 %0, ptr %4, align 1
  store i16 %1, ptr %5, align 2
  %6 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %4, align 1
  store i8 %7, ptr %6, align 2
  %8 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 1
  %9 = load i16, ptr %5, align 2
  store i16 %9, ptr %8, align 2
  %10 = getelementptr inbounds %struct.S7, ptr %3, i32 0, i32 2
  store i8 1, ptr %10, align 1
  %11 = getelementptr inbounds i8, ptr %10, i64 1
  store i8 2, ptr %11, align 1
  %12 = getelementptr inbounds i8, ptr %10, i64 2
  store i8 3, ptr %12, align 1
  %13 = load i64, ptr %3, align 2
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_s9([2 x i64] %0) #0 {
  %2 = alloca %struct.S9, align 1
  %3 = alloca %struct.S9, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca [2 x i64], align 8
  %7 = getelementptr inbounds %struct.S9, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 8 %4, i64 9, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %25, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 9
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.S9, ptr %3, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sub nsw i32 8, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = xor i32 %18, 85
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.S9, ptr %2, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [9 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %8, !llvm.loop !9

28:                                               ; preds = %8
  %29 = getelementptr inbounds %struct.S9, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %29, i64 9, i1 false)
  %30 = load [2 x i64], ptr %6, align 8
  ret [2 x i64] %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_s12(i32 noundef %0) #0 {
  %2 = alloca %struct.S12, align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %3, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %5, i64 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds i32, ptr %5, i64 2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.S12, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %13, i64 12, i1 false)
  %14 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_s16([2 x i64] %0) #0 {
  %2 = alloca %struct.S16, align 8
  %3 = alloca %struct.S16, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  store i64 %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.S16, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.S16, ptr %3, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  store i64 %9, ptr %7, align 8
  %10 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_mixdl(double noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.MixDL, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.MixDL, ptr %3, i32 0, i32 0
  %7 = load double, ptr %4, align 8
  %8 = fmul double %7, 2.000000e+00
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.MixDL, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %5, align 8
  %11 = sub nsw i64 %10, 1
  store i64 %11, ptr %9, align 8
  %12 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_mixfi3([2 x i64] %0) #0 {
  %2 = alloca %struct.MixFI3, align 4
  %3 = alloca %struct.MixFI3, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.MixFI3, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.MixFI3, ptr %3, i32 0, i32 2
  %8 = load float, ptr %7, align 4
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.MixFI3, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.MixFI3, ptr %3, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.MixFI3, ptr %2, i32 0, i32 2
  %14 = getelementptr inbounds %struct.MixFI3, ptr %3, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  store float %15, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %16 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i128 @r_ret_i128s(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca %struct.I128S, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.I128S, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = shl i128 %8, 64
  %10 = load i64, ptr %5, align 8
  %11 = zext i64 %10 to i128
  %12 = or i128 %9, %11
  store i128 %12, ptr %6, align 16
  %13 = getelementptr inbounds %struct.I128S, ptr %3, i32 0, i32 0
  %14 = load i128, ptr %13, align 16
  ret i128 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_pk([2 x i64] %0) #0 {
  %2 = alloca %struct.PK, align 1
  %3 = alloca %struct.PK, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 8 %4, i64 9, i1 false)
  %6 = getelementptr inbounds %struct.PK, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.PK, ptr %3, i32 0, i32 0
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %9, 1
  %11 = trunc i32 %10 to i8
  store i8 %11, ptr %6, align 1
  %12 = getelementptr inbounds %struct.PK, ptr %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.PK, ptr %3, i32 0, i32 1
  %14 = load i64, ptr %13, align 1
  %15 = mul nsw i64 %14, 3
  store i64 %15, ptr %12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %2, i64 9, i1 false)
  %16 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local [2 x i64] @r_ret_u(i64 noundef %0) #0 {
  %2 = alloca %union.U, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 8
  store i8 9, ptr %5, align 8
  %6 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @r_ret_big(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %9, %11
  %13 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i64], ptr %13, i64 0, i64 %15
  store i64 %12, ptr %16, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !10

20:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @r_ret_big24(ptr dead_on_unwind noalias writable sret(%struct.Big24) align 8 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) #0 {
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store i64 %8, ptr %18, align 8
  store i64 %9, ptr %19, align 8
  %20 = getelementptr inbounds %struct.Big24, ptr %0, i32 0, i32 0
  %21 = load i64, ptr %11, align 8
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr %20, align 8
  %29 = getelementptr inbounds %struct.Big24, ptr %0, i32 0, i32 1
  %30 = load i64, ptr %15, align 8
  %31 = load i64, ptr %16, align 8
  %32 = add nsw i64 %30, %31
  %33 = load i64, ptr %17, align 8
  %34 = add nsw i64 %32, %33
  %35 = load i64, ptr %18, align 8
  %36 = add nsw i64 %34, %35
  %37 = sitofp i64 %36 to double
  store double %37, ptr %29, align 8
  %38 = getelementptr inbounds %struct.Big24, ptr %0, i32 0, i32 2
  %39 = load i64, ptr %19, align 8
  %40 = trunc i64 %39 to i8
  store i8 %40, ptr %38, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_self() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S1, align 1
  %4 = alloca %struct.S2, align 2
  %5 = alloca %struct.S3, align 1
  %6 = alloca %struct.S5, align 1
  %7 = alloca %struct.S6, align 2
  %8 = alloca %struct.S7, align 2
  %9 = alloca %struct.S8, align 4
  %10 = alloca %struct.S9, align 1
  %11 = alloca %struct.S12, align 4
  %12 = alloca %struct.S15, align 1
  %13 = alloca %struct.S16, align 8
  %14 = alloca %struct.S16, align 8
  %15 = alloca %struct.I128S, align 16
  %16 = alloca %struct.A16, align 16
  %17 = alloca %struct.A16, align 16
  %18 = alloca %struct.MixIF, align 4
  %19 = alloca %struct.MixDL, align 8
  %20 = alloca %struct.MixFI3, align 4
  %21 = alloca %struct.BF, align 4
  %22 = alloca %struct.PK, align 1
  %23 = alloca %union.U, align 8
  %24 = alloca %struct.Big, align 8
  %25 = alloca %struct.Big, align 8
  %26 = alloca %struct.Big24, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca [2 x i64], align 8
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big24, align 8
  %33 = alloca %struct.Big, align 8
  %34 = alloca [2 x i64], align 8
  %35 = alloca [2 x i64], align 8
  %36 = alloca [2 x i64], align 8
  %37 = alloca [2 x i64], align 8
  %38 = alloca [2 x i64], align 8
  %39 = alloca i64, align 8
  %40 = alloca %struct.S1, align 1
  %41 = alloca %struct.S3, align 1
  %42 = alloca i64, align 8
  %43 = alloca %struct.S7, align 2
  %44 = alloca %struct.S9, align 1
  %45 = alloca [2 x i64], align 8
  %46 = alloca [2 x i64], align 8
  %47 = alloca %struct.S12, align 4
  %48 = alloca [2 x i64], align 8
  %49 = alloca %struct.S16, align 8
  %50 = alloca %struct.MixDL, align 8
  %51 = alloca %struct.MixFI3, align 4
  %52 = alloca [2 x i64], align 8
  %53 = alloca [2 x i64], align 8
  %54 = alloca %struct.I128S, align 16
  %55 = alloca %struct.PK, align 1
  %56 = alloca [2 x i64], align 8
  %57 = alloca [2 x i64], align 8
  %58 = alloca %union.U, align 8
  %59 = alloca %struct.Big, align 8
  %60 = alloca %struct.Big24, align 8
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.r_drive_self.s1, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 @__const.r_drive_self.s2, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.r_drive_self.s3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.r_drive_self.s5, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 @__const.r_drive_self.s6, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.r_drive_self.s7, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.r_drive_self.s8, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.r_drive_self.s9, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.r_drive_self.s12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.r_drive_self.s15, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.r_drive_self.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.r_drive_self.s16b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.r_drive_self.i128, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.r_drive_self.a16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.r_drive_self.a16b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.r_drive_self.mif, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.r_drive_self.mdl, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.r_drive_self.mfi3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.r_drive_self.bf, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 @__const.r_drive_self.pk, i64 9, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %23, i8 0, i64 16, i1 false)
  store i64 22873, ptr %23, align 8
  %61 = getelementptr inbounds [12 x i8], ptr %23, i64 0, i64 8
  store i8 60, ptr %61, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %24, i8 0, i64 40, i1 false)
  %62 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 0
  %63 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 0
  store i64 61, ptr %63, align 8
  %64 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 1
  store i64 62, ptr %64, align 8
  %65 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 2
  store i64 63, ptr %65, align 8
  %66 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 3
  store i64 64, ptr %66, align 8
  %67 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 4
  store i64 65, ptr %67, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %25, i8 0, i64 40, i1 false)
  %68 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %69 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 0
  store i64 -66, ptr %69, align 8
  %70 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 1
  store i64 -67, ptr %70, align 8
  %71 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 2
  store i64 -68, ptr %71, align 8
  %72 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 3
  store i64 -69, ptr %72, align 8
  %73 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 4
  store i64 -70, ptr %73, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 @__const.r_drive_self.b24, i64 24, i1 false)
  %74 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %78 = load i16, ptr %77, align 2
  %79 = zext i16 %78 to i64
  %80 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 1 %80, i64 3, i1 false)
  %81 = load i64, ptr %27, align 8
  %82 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 1 %82, i64 5, i1 false)
  %83 = load i64, ptr %28, align 8
  %84 = getelementptr inbounds %struct.S6, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 2 %84, i64 6, i1 false)
  %85 = load i64, ptr %29, align 8
  %86 = load i64, ptr %8, align 2
  %87 = load i64, ptr %9, align 4
  %88 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 1 %88, i64 9, i1 false)
  %89 = load [2 x i64], ptr %30, align 8
  %90 = call i64 @r_small(i64 %76, i64 %79, i64 %81, i64 %83, i64 %85, i64 %86, i64 %87, [2 x i64] %89)
  store i64 %90, ptr %2, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef %91)
  %93 = load i64, ptr %1, align 8
  %94 = load i64, ptr %2, align 8
  %95 = call i64 @mixh(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %1, align 8
  %96 = getelementptr inbounds %struct.I128S, ptr %15, i32 0, i32 0
  %97 = load i128, ptr %96, align 16
  %98 = load i128, ptr %16, align 16
  %99 = load i128, ptr %17, align 16
  %100 = call i64 @r_align16(i32 noundef 1, i128 %97, i32 noundef 2, i128 %98, i64 noundef 3, i128 %99, i32 noundef 4)
  store i64 %100, ptr %2, align 8
  %101 = load i64, ptr %2, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef %101)
  %103 = load i64, ptr %1, align 8
  %104 = load i64, ptr %2, align 8
  %105 = call i64 @mixh(i64 noundef %103, i64 noundef %104)
  store i64 %105, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %24, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %26, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %25, i64 40, i1 false)
  %106 = call i64 @r_bigs(ptr noundef %31, i32 noundef 74, ptr noundef %32, ptr noundef %33)
  store i64 %106, ptr %2, align 8
  %107 = load i64, ptr %2, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef %107)
  %109 = load i64, ptr %1, align 8
  %110 = load i64, ptr %2, align 8
  %111 = call i64 @mixh(i64 noundef %109, i64 noundef %110)
  store i64 %111, ptr %1, align 8
  %112 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 0
  %113 = getelementptr inbounds [5 x i64], ptr %112, i64 0, i64 0
  %114 = load i64, ptr %113, align 8
  %115 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %116 = getelementptr inbounds [5 x i64], ptr %115, i64 0, i64 4
  %117 = load i64, ptr %116, align 8
  %118 = add nsw i64 %114, %117
  %119 = getelementptr inbounds %struct.Big24, ptr %26, i32 0, i32 0
  %120 = load i32, ptr %119, align 8
  %121 = sext i32 %120 to i64
  %122 = add nsw i64 %118, %121
  store i64 %122, ptr %2, align 8
  %123 = load i64, ptr %2, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef %123)
  %125 = load i64, ptr %1, align 8
  %126 = load i64, ptr %2, align 8
  %127 = call i64 @mixh(i64 noundef %125, i64 noundef %126)
  store i64 %127, ptr %1, align 8
  %128 = load i64, ptr %18, align 4
  %129 = load [2 x i64], ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 4 %20, i64 12, i1 false)
  %130 = load [2 x i64], ptr %34, align 8
  %131 = getelementptr inbounds %struct.BF, ptr %21, i32 0, i32 0
  %132 = load i32, ptr %131, align 4
  %133 = zext i32 %132 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 1 %22, i64 9, i1 false)
  %134 = load [2 x i64], ptr %35, align 8
  %135 = load [2 x i64], ptr %23, align 8
  %136 = call i64 @r_mixed(i64 %128, [2 x i64] %129, double noundef 3.750000e-01, [2 x i64] %130, float noundef -7.750000e+00, i64 %133, [2 x i64] %134, [2 x i64] %135)
  store i64 %136, ptr %2, align 8
  %137 = load i64, ptr %2, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef %137)
  %139 = load i64, ptr %1, align 8
  %140 = load i64, ptr %2, align 8
  %141 = call i64 @mixh(i64 noundef %139, i64 noundef %140)
  store i64 %141, ptr %1, align 8
  %142 = load [2 x i64], ptr %13, align 8
  %143 = load [2 x i64], ptr %14, align 8
  %144 = load [2 x i64], ptr %13, align 8
  %145 = load [2 x i64], ptr %14, align 8
  %146 = load [2 x i64], ptr %13, align 8
  %147 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 1 %147, i64 9, i1 false)
  %148 = load [2 x i64], ptr %36, align 8
  %149 = getelementptr inbounds %struct.S12, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 4 %149, i64 12, i1 false)
  %150 = load [2 x i64], ptr %37, align 8
  %151 = getelementptr inbounds %struct.S15, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 1 %151, i64 15, i1 false)
  %152 = load [2 x i64], ptr %38, align 8
  %153 = call i64 @r_spill([2 x i64] %142, [2 x i64] %143, [2 x i64] %144, [2 x i64] %145, [2 x i64] %146, [2 x i64] %148, i8 noundef 120, [2 x i64] %150, [2 x i64] %152)
  store i64 %153, ptr %2, align 8
  %154 = load i64, ptr %2, align 8
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef %154)
  %156 = load i64, ptr %1, align 8
  %157 = load i64, ptr %2, align 8
  %158 = call i64 @mixh(i64 noundef %156, i64 noundef %157)
  store i64 %158, ptr %1, align 8
  %159 = load [2 x i64], ptr %14, align 8
  %160 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 1 %160, i64 3, i1 false)
  %161 = load i64, ptr %39, align 8
  %162 = call i64 @r_partial(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, [2 x i64] %159, i64 noundef 8, i64 %161)
  store i64 %162, ptr %2, align 8
  %163 = load i64, ptr %2, align 8
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef %163)
  %165 = load i64, ptr %1, align 8
  %166 = load i64, ptr %2, align 8
  %167 = call i64 @mixh(i64 noundef %165, i64 noundef %166)
  store i64 %167, ptr %1, align 8
  %168 = call i8 @r_ret_s1(i8 noundef 41)
  %169 = getelementptr inbounds %struct.S1, ptr %40, i32 0, i32 0
  store i8 %168, ptr %169, align 1
  %170 = getelementptr inbounds %struct.S1, ptr %40, i32 0, i32 0
  %171 = load i8, ptr %170, align 1
  %172 = zext i8 %171 to i64
  store i64 %172, ptr %2, align 8
  %173 = load i64, ptr %2, align 8
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef %173)
  %175 = load i64, ptr %1, align 8
  %176 = load i64, ptr %2, align 8
  %177 = call i64 @mixh(i64 noundef %175, i64 noundef %176)
  store i64 %177, ptr %1, align 8
  %178 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 1 %178, i64 3, i1 false)
  %179 = load i64, ptr %42, align 8
  %180 = call i24 @r_ret_s3(i64 %179)
  %181 = getelementptr inbounds %struct.S3, ptr %41, i32 0, i32 0
  store i24 %180, ptr %181, align 1
  %182 = call i64 @hbytes(ptr noundef %41, i32 noundef 3)
  store i64 %182, ptr %2, align 8
  %183 = load i64, ptr %2, align 8
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %183)
  %185 = load i64, ptr %1, align 8
  %186 = load i64, ptr %2, align 8
  %187 = call i64 @mixh(i64 noundef %185, i64 noundef %186)
  store i64 %187, ptr %1, align 8
  %188 = call i64 @r_ret_s7(i8 noundef -1, i16 noundef 30000)
  store i64 %188, ptr %43, align 2
  %189 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 0
  %190 = load i8, ptr %189, align 2
  %191 = zext i8 %190 to i64
  store i64 %191, ptr %2, align 8
  %192 = load i64, ptr %2, align 8
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %192)
  %194 = load i64, ptr %1, align 8
  %195 = load i64, ptr %2, align 8
  %196 = call i64 @mixh(i64 noundef %194, i64 noundef %195)
  store i64 %196, ptr %1, align 8
  %197 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 1
  %198 = load i16, ptr %197, align 2
  %199 = sext i16 %198 to i64
  store i64 %199, ptr %2, align 8
  %200 = load i64, ptr %2, align 8
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %200)
  %202 = load i64, ptr %1, align 8
  %203 = load i64, ptr %2, align 8
  %204 = call i64 @mixh(i64 noundef %202, i64 noundef %203)
  store i64 %204, ptr %1, align 8
  %205 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 2
  %206 = call i64 @hbytes(ptr noundef %205, i32 noundef 3)
  store i64 %206, ptr %2, align 8
  %207 = load i64, ptr %2, align 8
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, i64 noundef %207)
  %209 = load i64, ptr %1, align 8
  %210 = load i64, ptr %2, align 8
  %211 = call i64 @mixh(i64 noundef %209, i64 noundef %210)
  store i64 %211, ptr %1, align 8
  %212 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 1 %212, i64 9, i1 false)
  %213 = load [2 x i64], ptr %45, align 8
  %214 = call [2 x i64] @r_ret_s9([2 x i64] %213)
  %215 = getelementptr inbounds %struct.S9, ptr %44, i32 0, i32 0
  store [2 x i64] %214, ptr %46, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %215, ptr align 8 %46, i64 9, i1 false)
  %216 = call i64 @hbytes(ptr noundef %44, i32 noundef 9)
  store i64 %216, ptr %2, align 8
  %217 = load i64, ptr %2, align 8
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %217)
  %219 = load i64, ptr %1, align 8
  %220 = load i64, ptr %2, align 8
  %221 = call i64 @mixh(i64 noundef %219, i64 noundef %220)
  store i64 %221, ptr %1, align 8
  %222 = call [2 x i64] @r_ret_s12(i32 noundef -77)
  %223 = getelementptr inbounds %struct.S12, ptr %47, i32 0, i32 0
  store [2 x i64] %222, ptr %48, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %223, ptr align 8 %48, i64 12, i1 false)
  %224 = call i64 @hbytes(ptr noundef %47, i32 noundef 12)
  store i64 %224, ptr %2, align 8
  %225 = load i64, ptr %2, align 8
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %225)
  %227 = load i64, ptr %1, align 8
  %228 = load i64, ptr %2, align 8
  %229 = call i64 @mixh(i64 noundef %227, i64 noundef %228)
  store i64 %229, ptr %1, align 8
  %230 = load [2 x i64], ptr %14, align 8
  %231 = call [2 x i64] @r_ret_s16([2 x i64] %230)
  store [2 x i64] %231, ptr %49, align 8
  %232 = getelementptr inbounds %struct.S16, ptr %49, i32 0, i32 0
  %233 = load i64, ptr %232, align 8
  store i64 %233, ptr %2, align 8
  %234 = load i64, ptr %2, align 8
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %234)
  %236 = load i64, ptr %1, align 8
  %237 = load i64, ptr %2, align 8
  %238 = call i64 @mixh(i64 noundef %236, i64 noundef %237)
  store i64 %238, ptr %1, align 8
  %239 = getelementptr inbounds %struct.S16, ptr %49, i32 0, i32 1
  %240 = load i64, ptr %239, align 8
  store i64 %240, ptr %2, align 8
  %241 = load i64, ptr %2, align 8
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %241)
  %243 = load i64, ptr %1, align 8
  %244 = load i64, ptr %2, align 8
  %245 = call i64 @mixh(i64 noundef %243, i64 noundef %244)
  store i64 %245, ptr %1, align 8
  %246 = call [2 x i64] @r_ret_mixdl(double noundef 2.500000e+00, i64 noundef 78)
  store [2 x i64] %246, ptr %50, align 8
  %247 = getelementptr inbounds %struct.MixDL, ptr %50, i32 0, i32 0
  %248 = load double, ptr %247, align 8
  %249 = fptosi double %248 to i64
  store i64 %249, ptr %2, align 8
  %250 = load i64, ptr %2, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, i64 noundef %250)
  %252 = load i64, ptr %1, align 8
  %253 = load i64, ptr %2, align 8
  %254 = call i64 @mixh(i64 noundef %252, i64 noundef %253)
  store i64 %254, ptr %1, align 8
  %255 = getelementptr inbounds %struct.MixDL, ptr %50, i32 0, i32 1
  %256 = load i64, ptr %255, align 8
  store i64 %256, ptr %2, align 8
  %257 = load i64, ptr %2, align 8
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %257)
  %259 = load i64, ptr %1, align 8
  %260 = load i64, ptr %2, align 8
  %261 = call i64 @mixh(i64 noundef %259, i64 noundef %260)
  store i64 %261, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 4 %20, i64 12, i1 false)
  %262 = load [2 x i64], ptr %52, align 8
  %263 = call [2 x i64] @r_ret_mixfi3([2 x i64] %262)
  store [2 x i64] %263, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 8 %53, i64 12, i1 false)
  %264 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 0
  %265 = load float, ptr %264, align 4
  %266 = fmul float %265, 8.000000e+00
  %267 = fptosi float %266 to i64
  store i64 %267, ptr %2, align 8
  %268 = load i64, ptr %2, align 8
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15, i64 noundef %268)
  %270 = load i64, ptr %1, align 8
  %271 = load i64, ptr %2, align 8
  %272 = call i64 @mixh(i64 noundef %270, i64 noundef %271)
  store i64 %272, ptr %1, align 8
  %273 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 1
  %274 = load i32, ptr %273, align 4
  %275 = sext i32 %274 to i64
  store i64 %275, ptr %2, align 8
  %276 = load i64, ptr %2, align 8
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16, i64 noundef %276)
  %278 = load i64, ptr %1, align 8
  %279 = load i64, ptr %2, align 8
  %280 = call i64 @mixh(i64 noundef %278, i64 noundef %279)
  store i64 %280, ptr %1, align 8
  %281 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 2
  %282 = load float, ptr %281, align 4
  %283 = fmul float %282, 8.000000e+00
  %284 = fptosi float %283 to i64
  store i64 %284, ptr %2, align 8
  %285 = load i64, ptr %2, align 8
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.17, i64 noundef %285)
  %287 = load i64, ptr %1, align 8
  %288 = load i64, ptr %2, align 8
  %289 = call i64 @mixh(i64 noundef %287, i64 noundef %288)
  store i64 %289, ptr %1, align 8
  %290 = call i128 @r_ret_i128s(i64 noundef -2, i64 noundef 79)
  %291 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  store i128 %290, ptr %291, align 16
  %292 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  %293 = load i128, ptr %292, align 16
  %294 = trunc i128 %293 to i64
  store i64 %294, ptr %2, align 8
  %295 = load i64, ptr %2, align 8
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18, i64 noundef %295)
  %297 = load i64, ptr %1, align 8
  %298 = load i64, ptr %2, align 8
  %299 = call i64 @mixh(i64 noundef %297, i64 noundef %298)
  store i64 %299, ptr %1, align 8
  %300 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  %301 = load i128, ptr %300, align 16
  %302 = ashr i128 %301, 64
  %303 = trunc i128 %302 to i64
  store i64 %303, ptr %2, align 8
  %304 = load i64, ptr %2, align 8
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19, i64 noundef %304)
  %306 = load i64, ptr %1, align 8
  %307 = load i64, ptr %2, align 8
  %308 = call i64 @mixh(i64 noundef %306, i64 noundef %307)
  store i64 %308, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 1 %22, i64 9, i1 false)
  %309 = load [2 x i64], ptr %56, align 8
  %310 = call [2 x i64] @r_ret_pk([2 x i64] %309)
  store [2 x i64] %310, ptr %57, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr align 8 %57, i64 9, i1 false)
  %311 = getelementptr inbounds %struct.PK, ptr %55, i32 0, i32 0
  %312 = load i8, ptr %311, align 1
  %313 = zext i8 %312 to i64
  store i64 %313, ptr %2, align 8
  %314 = load i64, ptr %2, align 8
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, i64 noundef %314)
  %316 = load i64, ptr %1, align 8
  %317 = load i64, ptr %2, align 8
  %318 = call i64 @mixh(i64 noundef %316, i64 noundef %317)
  store i64 %318, ptr %1, align 8
  %319 = getelementptr inbounds %struct.PK, ptr %55, i32 0, i32 1
  %320 = load i64, ptr %319, align 1
  store i64 %320, ptr %2, align 8
  %321 = load i64, ptr %2, align 8
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %321)
  %323 = load i64, ptr %1, align 8
  %324 = load i64, ptr %2, align 8
  %325 = call i64 @mixh(i64 noundef %323, i64 noundef %324)
  store i64 %325, ptr %1, align 8
  %326 = call [2 x i64] @r_ret_u(i64 noundef -80)
  store [2 x i64] %326, ptr %58, align 8
  %327 = load i64, ptr %58, align 8
  store i64 %327, ptr %2, align 8
  %328 = load i64, ptr %2, align 8
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %328)
  %330 = load i64, ptr %1, align 8
  %331 = load i64, ptr %2, align 8
  %332 = call i64 @mixh(i64 noundef %330, i64 noundef %331)
  store i64 %332, ptr %1, align 8
  %333 = getelementptr inbounds [12 x i8], ptr %58, i64 0, i64 8
  %334 = load i8, ptr %333, align 8
  %335 = zext i8 %334 to i64
  store i64 %335, ptr %2, align 8
  %336 = load i64, ptr %2, align 8
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21, i64 noundef %336)
  %338 = load i64, ptr %1, align 8
  %339 = load i64, ptr %2, align 8
  %340 = call i64 @mixh(i64 noundef %338, i64 noundef %339)
  store i64 %340, ptr %1, align 8
  call void @r_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %59, i64 noundef 81)
  %341 = call i64 @hbytes(ptr noundef %59, i32 noundef 40)
  store i64 %341, ptr %2, align 8
  %342 = load i64, ptr %2, align 8
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %342)
  %344 = load i64, ptr %1, align 8
  %345 = load i64, ptr %2, align 8
  %346 = call i64 @mixh(i64 noundef %344, i64 noundef %345)
  store i64 %346, ptr %1, align 8
  call void @r_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8 %60, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %347 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 0
  %348 = load i32, ptr %347, align 8
  %349 = sext i32 %348 to i64
  store i64 %349, ptr %2, align 8
  %350 = load i64, ptr %2, align 8
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %350)
  %352 = load i64, ptr %1, align 8
  %353 = load i64, ptr %2, align 8
  %354 = call i64 @mixh(i64 noundef %352, i64 noundef %353)
  store i64 %354, ptr %1, align 8
  %355 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 1
  %356 = load double, ptr %355, align 8
  %357 = fptosi double %356 to i64
  store i64 %357, ptr %2, align 8
  %358 = load i64, ptr %2, align 8
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.22, i64 noundef %358)
  %360 = load i64, ptr %1, align 8
  %361 = load i64, ptr %2, align 8
  %362 = call i64 @mixh(i64 noundef %360, i64 noundef %361)
  store i64 %362, ptr %1, align 8
  %363 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 2
  %364 = load i8, ptr %363, align 8
  %365 = zext i8 %364 to i64
  store i64 %365, ptr %2, align 8
  %366 = load i64, ptr %2, align 8
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, i64 noundef %366)
  %368 = load i64, ptr %1, align 8
  %369 = load i64, ptr %2, align 8
  %370 = call i64 @mixh(i64 noundef %368, i64 noundef %369)
  store i64 %370, ptr %1, align 8
  %371 = load i64, ptr %1, align 8
  ret i64 %371
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_other() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S1, align 1
  %4 = alloca %struct.S2, align 2
  %5 = alloca %struct.S3, align 1
  %6 = alloca %struct.S5, align 1
  %7 = alloca %struct.S6, align 2
  %8 = alloca %struct.S7, align 2
  %9 = alloca %struct.S8, align 4
  %10 = alloca %struct.S9, align 1
  %11 = alloca %struct.S12, align 4
  %12 = alloca %struct.S15, align 1
  %13 = alloca %struct.S16, align 8
  %14 = alloca %struct.S16, align 8
  %15 = alloca %struct.I128S, align 16
  %16 = alloca %struct.A16, align 16
  %17 = alloca %struct.A16, align 16
  %18 = alloca %struct.MixIF, align 4
  %19 = alloca %struct.MixDL, align 8
  %20 = alloca %struct.MixFI3, align 4
  %21 = alloca %struct.BF, align 4
  %22 = alloca %struct.PK, align 1
  %23 = alloca %union.U, align 8
  %24 = alloca %struct.Big, align 8
  %25 = alloca %struct.Big, align 8
  %26 = alloca %struct.Big24, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca [2 x i64], align 8
  %31 = alloca %struct.Big, align 8
  %32 = alloca %struct.Big24, align 8
  %33 = alloca %struct.Big, align 8
  %34 = alloca [2 x i64], align 8
  %35 = alloca [2 x i64], align 8
  %36 = alloca [2 x i64], align 8
  %37 = alloca [2 x i64], align 8
  %38 = alloca [2 x i64], align 8
  %39 = alloca i64, align 8
  %40 = alloca %struct.S1, align 1
  %41 = alloca %struct.S3, align 1
  %42 = alloca i64, align 8
  %43 = alloca %struct.S7, align 2
  %44 = alloca %struct.S9, align 1
  %45 = alloca [2 x i64], align 8
  %46 = alloca [2 x i64], align 8
  %47 = alloca %struct.S12, align 4
  %48 = alloca [2 x i64], align 8
  %49 = alloca %struct.S16, align 8
  %50 = alloca %struct.MixDL, align 8
  %51 = alloca %struct.MixFI3, align 4
  %52 = alloca [2 x i64], align 8
  %53 = alloca [2 x i64], align 8
  %54 = alloca %struct.I128S, align 16
  %55 = alloca %struct.PK, align 1
  %56 = alloca [2 x i64], align 8
  %57 = alloca [2 x i64], align 8
  %58 = alloca %union.U, align 8
  %59 = alloca %struct.Big, align 8
  %60 = alloca %struct.Big24, align 8
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.r_drive_other.s1, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 2 @__const.r_drive_other.s2, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.r_drive_other.s3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.r_drive_other.s5, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 @__const.r_drive_other.s6, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.r_drive_other.s7, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.r_drive_other.s8, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.r_drive_other.s9, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.r_drive_other.s12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.r_drive_other.s15, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.r_drive_other.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.r_drive_other.s16b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.r_drive_other.i128, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.r_drive_other.a16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.r_drive_other.a16b, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.r_drive_other.mif, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.r_drive_other.mdl, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.r_drive_other.mfi3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 @__const.r_drive_other.bf, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 @__const.r_drive_other.pk, i64 9, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %23, i8 0, i64 16, i1 false)
  store i64 22873, ptr %23, align 8
  %61 = getelementptr inbounds [12 x i8], ptr %23, i64 0, i64 8
  store i8 60, ptr %61, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %24, i8 0, i64 40, i1 false)
  %62 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 0
  %63 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 0
  store i64 61, ptr %63, align 8
  %64 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 1
  store i64 62, ptr %64, align 8
  %65 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 2
  store i64 63, ptr %65, align 8
  %66 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 3
  store i64 64, ptr %66, align 8
  %67 = getelementptr inbounds [5 x i64], ptr %62, i32 0, i32 4
  store i64 65, ptr %67, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %25, i8 0, i64 40, i1 false)
  %68 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %69 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 0
  store i64 -66, ptr %69, align 8
  %70 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 1
  store i64 -67, ptr %70, align 8
  %71 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 2
  store i64 -68, ptr %71, align 8
  %72 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 3
  store i64 -69, ptr %72, align 8
  %73 = getelementptr inbounds [5 x i64], ptr %68, i32 0, i32 4
  store i64 -70, ptr %73, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 @__const.r_drive_other.b24, i64 24, i1 false)
  %74 = getelementptr inbounds %struct.S1, ptr %3, i32 0, i32 0
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds %struct.S2, ptr %4, i32 0, i32 0
  %78 = load i16, ptr %77, align 2
  %79 = zext i16 %78 to i64
  %80 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 1 %80, i64 3, i1 false)
  %81 = load i64, ptr %27, align 8
  %82 = getelementptr inbounds %struct.S5, ptr %6, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 1 %82, i64 5, i1 false)
  %83 = load i64, ptr %28, align 8
  %84 = getelementptr inbounds %struct.S6, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 2 %84, i64 6, i1 false)
  %85 = load i64, ptr %29, align 8
  %86 = load i64, ptr %8, align 2
  %87 = load i64, ptr %9, align 4
  %88 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 1 %88, i64 9, i1 false)
  %89 = load [2 x i64], ptr %30, align 8
  %90 = call i64 @g_small(i64 %76, i64 %79, i64 %81, i64 %83, i64 %85, i64 %86, i64 %87, [2 x i64] %89)
  store i64 %90, ptr %2, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef %91)
  %93 = load i64, ptr %1, align 8
  %94 = load i64, ptr %2, align 8
  %95 = call i64 @mixh(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %1, align 8
  %96 = getelementptr inbounds %struct.I128S, ptr %15, i32 0, i32 0
  %97 = load i128, ptr %96, align 16
  %98 = load i128, ptr %16, align 16
  %99 = load i128, ptr %17, align 16
  %100 = call i64 @g_align16(i32 noundef 1, i128 %97, i32 noundef 2, i128 %98, i64 noundef 3, i128 %99, i32 noundef 4)
  store i64 %100, ptr %2, align 8
  %101 = load i64, ptr %2, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef %101)
  %103 = load i64, ptr %1, align 8
  %104 = load i64, ptr %2, align 8
  %105 = call i64 @mixh(i64 noundef %103, i64 noundef %104)
  store i64 %105, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %24, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %26, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %25, i64 40, i1 false)
  %106 = call i64 @g_bigs(ptr noundef %31, i32 noundef 74, ptr noundef %32, ptr noundef %33)
  store i64 %106, ptr %2, align 8
  %107 = load i64, ptr %2, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef %107)
  %109 = load i64, ptr %1, align 8
  %110 = load i64, ptr %2, align 8
  %111 = call i64 @mixh(i64 noundef %109, i64 noundef %110)
  store i64 %111, ptr %1, align 8
  %112 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 0
  %113 = getelementptr inbounds [5 x i64], ptr %112, i64 0, i64 0
  %114 = load i64, ptr %113, align 8
  %115 = getelementptr inbounds %struct.Big, ptr %25, i32 0, i32 0
  %116 = getelementptr inbounds [5 x i64], ptr %115, i64 0, i64 4
  %117 = load i64, ptr %116, align 8
  %118 = add nsw i64 %114, %117
  %119 = getelementptr inbounds %struct.Big24, ptr %26, i32 0, i32 0
  %120 = load i32, ptr %119, align 8
  %121 = sext i32 %120 to i64
  %122 = add nsw i64 %118, %121
  store i64 %122, ptr %2, align 8
  %123 = load i64, ptr %2, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef %123)
  %125 = load i64, ptr %1, align 8
  %126 = load i64, ptr %2, align 8
  %127 = call i64 @mixh(i64 noundef %125, i64 noundef %126)
  store i64 %127, ptr %1, align 8
  %128 = load i64, ptr %18, align 4
  %129 = load [2 x i64], ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 4 %20, i64 12, i1 false)
  %130 = load [2 x i64], ptr %34, align 8
  %131 = getelementptr inbounds %struct.BF, ptr %21, i32 0, i32 0
  %132 = load i32, ptr %131, align 4
  %133 = zext i32 %132 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 1 %22, i64 9, i1 false)
  %134 = load [2 x i64], ptr %35, align 8
  %135 = load [2 x i64], ptr %23, align 8
  %136 = call i64 @g_mixed(i64 %128, [2 x i64] %129, double noundef 3.750000e-01, [2 x i64] %130, float noundef -7.750000e+00, i64 %133, [2 x i64] %134, [2 x i64] %135)
  store i64 %136, ptr %2, align 8
  %137 = load i64, ptr %2, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef %137)
  %139 = load i64, ptr %1, align 8
  %140 = load i64, ptr %2, align 8
  %141 = call i64 @mixh(i64 noundef %139, i64 noundef %140)
  store i64 %141, ptr %1, align 8
  %142 = load [2 x i64], ptr %13, align 8
  %143 = load [2 x i64], ptr %14, align 8
  %144 = load [2 x i64], ptr %13, align 8
  %145 = load [2 x i64], ptr %14, align 8
  %146 = load [2 x i64], ptr %13, align 8
  %147 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 1 %147, i64 9, i1 false)
  %148 = load [2 x i64], ptr %36, align 8
  %149 = getelementptr inbounds %struct.S12, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 4 %149, i64 12, i1 false)
  %150 = load [2 x i64], ptr %37, align 8
  %151 = getelementptr inbounds %struct.S15, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 1 %151, i64 15, i1 false)
  %152 = load [2 x i64], ptr %38, align 8
  %153 = call i64 @g_spill([2 x i64] %142, [2 x i64] %143, [2 x i64] %144, [2 x i64] %145, [2 x i64] %146, [2 x i64] %148, i8 noundef 120, [2 x i64] %150, [2 x i64] %152)
  store i64 %153, ptr %2, align 8
  %154 = load i64, ptr %2, align 8
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef %154)
  %156 = load i64, ptr %1, align 8
  %157 = load i64, ptr %2, align 8
  %158 = call i64 @mixh(i64 noundef %156, i64 noundef %157)
  store i64 %158, ptr %1, align 8
  %159 = load [2 x i64], ptr %14, align 8
  %160 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 1 %160, i64 3, i1 false)
  %161 = load i64, ptr %39, align 8
  %162 = call i64 @g_partial(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, [2 x i64] %159, i64 noundef 8, i64 %161)
  store i64 %162, ptr %2, align 8
  %163 = load i64, ptr %2, align 8
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef %163)
  %165 = load i64, ptr %1, align 8
  %166 = load i64, ptr %2, align 8
  %167 = call i64 @mixh(i64 noundef %165, i64 noundef %166)
  store i64 %167, ptr %1, align 8
  %168 = call i8 @g_ret_s1(i8 noundef 41)
  %169 = getelementptr inbounds %struct.S1, ptr %40, i32 0, i32 0
  store i8 %168, ptr %169, align 1
  %170 = getelementptr inbounds %struct.S1, ptr %40, i32 0, i32 0
  %171 = load i8, ptr %170, align 1
  %172 = zext i8 %171 to i64
  store i64 %172, ptr %2, align 8
  %173 = load i64, ptr %2, align 8
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef %173)
  %175 = load i64, ptr %1, align 8
  %176 = load i64, ptr %2, align 8
  %177 = call i64 @mixh(i64 noundef %175, i64 noundef %176)
  store i64 %177, ptr %1, align 8
  %178 = getelementptr inbounds %struct.S3, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 1 %178, i64 3, i1 false)
  %179 = load i64, ptr %42, align 8
  %180 = call i24 @g_ret_s3(i64 %179)
  %181 = getelementptr inbounds %struct.S3, ptr %41, i32 0, i32 0
  store i24 %180, ptr %181, align 1
  %182 = call i64 @hbytes(ptr noundef %41, i32 noundef 3)
  store i64 %182, ptr %2, align 8
  %183 = load i64, ptr %2, align 8
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %183)
  %185 = load i64, ptr %1, align 8
  %186 = load i64, ptr %2, align 8
  %187 = call i64 @mixh(i64 noundef %185, i64 noundef %186)
  store i64 %187, ptr %1, align 8
  %188 = call i64 @g_ret_s7(i8 noundef -1, i16 noundef 30000)
  store i64 %188, ptr %43, align 2
  %189 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 0
  %190 = load i8, ptr %189, align 2
  %191 = zext i8 %190 to i64
  store i64 %191, ptr %2, align 8
  %192 = load i64, ptr %2, align 8
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %192)
  %194 = load i64, ptr %1, align 8
  %195 = load i64, ptr %2, align 8
  %196 = call i64 @mixh(i64 noundef %194, i64 noundef %195)
  store i64 %196, ptr %1, align 8
  %197 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 1
  %198 = load i16, ptr %197, align 2
  %199 = sext i16 %198 to i64
  store i64 %199, ptr %2, align 8
  %200 = load i64, ptr %2, align 8
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %200)
  %202 = load i64, ptr %1, align 8
  %203 = load i64, ptr %2, align 8
  %204 = call i64 @mixh(i64 noundef %202, i64 noundef %203)
  store i64 %204, ptr %1, align 8
  %205 = getelementptr inbounds %struct.S7, ptr %43, i32 0, i32 2
  %206 = call i64 @hbytes(ptr noundef %205, i32 noundef 3)
  store i64 %206, ptr %2, align 8
  %207 = load i64, ptr %2, align 8
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.12, i64 noundef %207)
  %209 = load i64, ptr %1, align 8
  %210 = load i64, ptr %2, align 8
  %211 = call i64 @mixh(i64 noundef %209, i64 noundef %210)
  store i64 %211, ptr %1, align 8
  %212 = getelementptr inbounds %struct.S9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 1 %212, i64 9, i1 false)
  %213 = load [2 x i64], ptr %45, align 8
  %214 = call [2 x i64] @g_ret_s9([2 x i64] %213)
  %215 = getelementptr inbounds %struct.S9, ptr %44, i32 0, i32 0
  store [2 x i64] %214, ptr %46, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %215, ptr align 8 %46, i64 9, i1 false)
  %216 = call i64 @hbytes(ptr noundef %44, i32 noundef 9)
  store i64 %216, ptr %2, align 8
  %217 = load i64, ptr %2, align 8
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %217)
  %219 = load i64, ptr %1, align 8
  %220 = load i64, ptr %2, align 8
  %221 = call i64 @mixh(i64 noundef %219, i64 noundef %220)
  store i64 %221, ptr %1, align 8
  %222 = call [2 x i64] @g_ret_s12(i32 noundef -77)
  %223 = getelementptr inbounds %struct.S12, ptr %47, i32 0, i32 0
  store [2 x i64] %222, ptr %48, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %223, ptr align 8 %48, i64 12, i1 false)
  %224 = call i64 @hbytes(ptr noundef %47, i32 noundef 12)
  store i64 %224, ptr %2, align 8
  %225 = load i64, ptr %2, align 8
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %225)
  %227 = load i64, ptr %1, align 8
  %228 = load i64, ptr %2, align 8
  %229 = call i64 @mixh(i64 noundef %227, i64 noundef %228)
  store i64 %229, ptr %1, align 8
  %230 = load [2 x i64], ptr %14, align 8
  %231 = call [2 x i64] @g_ret_s16([2 x i64] %230)
  store [2 x i64] %231, ptr %49, align 8
  %232 = getelementptr inbounds %struct.S16, ptr %49, i32 0, i32 0
  %233 = load i64, ptr %232, align 8
  store i64 %233, ptr %2, align 8
  %234 = load i64, ptr %2, align 8
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %234)
  %236 = load i64, ptr %1, align 8
  %237 = load i64, ptr %2, align 8
  %238 = call i64 @mixh(i64 noundef %236, i64 noundef %237)
  store i64 %238, ptr %1, align 8
  %239 = getelementptr inbounds %struct.S16, ptr %49, i32 0, i32 1
  %240 = load i64, ptr %239, align 8
  store i64 %240, ptr %2, align 8
  %241 = load i64, ptr %2, align 8
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.11, i64 noundef %241)
  %243 = load i64, ptr %1, align 8
  %244 = load i64, ptr %2, align 8
  %245 = call i64 @mixh(i64 noundef %243, i64 noundef %244)
  store i64 %245, ptr %1, align 8
  %246 = call [2 x i64] @g_ret_mixdl(double noundef 2.500000e+00, i64 noundef 78)
  store [2 x i64] %246, ptr %50, align 8
  %247 = getelementptr inbounds %struct.MixDL, ptr %50, i32 0, i32 0
  %248 = load double, ptr %247, align 8
  %249 = fptosi double %248 to i64
  store i64 %249, ptr %2, align 8
  %250 = load i64, ptr %2, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.13, i64 noundef %250)
  %252 = load i64, ptr %1, align 8
  %253 = load i64, ptr %2, align 8
  %254 = call i64 @mixh(i64 noundef %252, i64 noundef %253)
  store i64 %254, ptr %1, align 8
  %255 = getelementptr inbounds %struct.MixDL, ptr %50, i32 0, i32 1
  %256 = load i64, ptr %255, align 8
  store i64 %256, ptr %2, align 8
  %257 = load i64, ptr %2, align 8
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %257)
  %259 = load i64, ptr %1, align 8
  %260 = load i64, ptr %2, align 8
  %261 = call i64 @mixh(i64 noundef %259, i64 noundef %260)
  store i64 %261, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 4 %20, i64 12, i1 false)
  %262 = load [2 x i64], ptr %52, align 8
  %263 = call [2 x i64] @g_ret_mixfi3([2 x i64] %262)
  store [2 x i64] %263, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 8 %53, i64 12, i1 false)
  %264 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 0
  %265 = load float, ptr %264, align 4
  %266 = fmul float %265, 8.000000e+00
  %267 = fptosi float %266 to i64
  store i64 %267, ptr %2, align 8
  %268 = load i64, ptr %2, align 8
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.15, i64 noundef %268)
  %270 = load i64, ptr %1, align 8
  %271 = load i64, ptr %2, align 8
  %272 = call i64 @mixh(i64 noundef %270, i64 noundef %271)
  store i64 %272, ptr %1, align 8
  %273 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 1
  %274 = load i32, ptr %273, align 4
  %275 = sext i32 %274 to i64
  store i64 %275, ptr %2, align 8
  %276 = load i64, ptr %2, align 8
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16, i64 noundef %276)
  %278 = load i64, ptr %1, align 8
  %279 = load i64, ptr %2, align 8
  %280 = call i64 @mixh(i64 noundef %278, i64 noundef %279)
  store i64 %280, ptr %1, align 8
  %281 = getelementptr inbounds %struct.MixFI3, ptr %51, i32 0, i32 2
  %282 = load float, ptr %281, align 4
  %283 = fmul float %282, 8.000000e+00
  %284 = fptosi float %283 to i64
  store i64 %284, ptr %2, align 8
  %285 = load i64, ptr %2, align 8
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.17, i64 noundef %285)
  %287 = load i64, ptr %1, align 8
  %288 = load i64, ptr %2, align 8
  %289 = call i64 @mixh(i64 noundef %287, i64 noundef %288)
  store i64 %289, ptr %1, align 8
  %290 = call i128 @g_ret_i128s(i64 noundef -2, i64 noundef 79)
  %291 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  store i128 %290, ptr %291, align 16
  %292 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  %293 = load i128, ptr %292, align 16
  %294 = trunc i128 %293 to i64
  store i64 %294, ptr %2, align 8
  %295 = load i64, ptr %2, align 8
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18, i64 noundef %295)
  %297 = load i64, ptr %1, align 8
  %298 = load i64, ptr %2, align 8
  %299 = call i64 @mixh(i64 noundef %297, i64 noundef %298)
  store i64 %299, ptr %1, align 8
  %300 = getelementptr inbounds %struct.I128S, ptr %54, i32 0, i32 0
  %301 = load i128, ptr %300, align 16
  %302 = ashr i128 %301, 64
  %303 = trunc i128 %302 to i64
  store i64 %303, ptr %2, align 8
  %304 = load i64, ptr %2, align 8
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19, i64 noundef %304)
  %306 = load i64, ptr %1, align 8
  %307 = load i64, ptr %2, align 8
  %308 = call i64 @mixh(i64 noundef %306, i64 noundef %307)
  store i64 %308, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 1 %22, i64 9, i1 false)
  %309 = load [2 x i64], ptr %56, align 8
  %310 = call [2 x i64] @g_ret_pk([2 x i64] %309)
  store [2 x i64] %310, ptr %57, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %55, ptr align 8 %57, i64 9, i1 false)
  %311 = getelementptr inbounds %struct.PK, ptr %55, i32 0, i32 0
  %312 = load i8, ptr %311, align 1
  %313 = zext i8 %312 to i64
  store i64 %313, ptr %2, align 8
  %314 = load i64, ptr %2, align 8
  %315 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, i64 noundef %314)
  %316 = load i64, ptr %1, align 8
  %317 = load i64, ptr %2, align 8
  %318 = call i64 @mixh(i64 noundef %316, i64 noundef %317)
  store i64 %318, ptr %1, align 8
  %319 = getelementptr inbounds %struct.PK, ptr %55, i32 0, i32 1
  %320 = load i64, ptr %319, align 1
  store i64 %320, ptr %2, align 8
  %321 = load i64, ptr %2, align 8
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %321)
  %323 = load i64, ptr %1, align 8
  %324 = load i64, ptr %2, align 8
  %325 = call i64 @mixh(i64 noundef %323, i64 noundef %324)
  store i64 %325, ptr %1, align 8
  %326 = call [2 x i64] @g_ret_u(i64 noundef -80)
  store [2 x i64] %326, ptr %58, align 8
  %327 = load i64, ptr %58, align 8
  store i64 %327, ptr %2, align 8
  %328 = load i64, ptr %2, align 8
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i64 noundef %328)
  %330 = load i64, ptr %1, align 8
  %331 = load i64, ptr %2, align 8
  %332 = call i64 @mixh(i64 noundef %330, i64 noundef %331)
  store i64 %332, ptr %1, align 8
  %333 = getelementptr inbounds [12 x i8], ptr %58, i64 0, i64 8
  %334 = load i8, ptr %333, align 8
  %335 = zext i8 %334 to i64
  store i64 %335, ptr %2, align 8
  %336 = load i64, ptr %2, align 8
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.21, i64 noundef %336)
  %338 = load i64, ptr %1, align 8
  %339 = load i64, ptr %2, align 8
  %340 = call i64 @mixh(i64 noundef %338, i64 noundef %339)
  store i64 %340, ptr %1, align 8
  call void @g_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8 %59, i64 noundef 81)
  %341 = call i64 @hbytes(ptr noundef %59, i32 noundef 40)
  store i64 %341, ptr %2, align 8
  %342 = load i64, ptr %2, align 8
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef %342)
  %344 = load i64, ptr %1, align 8
  %345 = load i64, ptr %2, align 8
  %346 = call i64 @mixh(i64 noundef %344, i64 noundef %345)
  store i64 %346, ptr %1, align 8
  call void @g_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8 %60, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %347 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 0
  %348 = load i32, ptr %347, align 8
  %349 = sext i32 %348 to i64
  store i64 %349, ptr %2, align 8
  %350 = load i64, ptr %2, align 8
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.10, i64 noundef %350)
  %352 = load i64, ptr %1, align 8
  %353 = load i64, ptr %2, align 8
  %354 = call i64 @mixh(i64 noundef %352, i64 noundef %353)
  store i64 %354, ptr %1, align 8
  %355 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 1
  %356 = load double, ptr %355, align 8
  %357 = fptosi double %356 to i64
  store i64 %357, ptr %2, align 8
  %358 = load i64, ptr %2, align 8
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.22, i64 noundef %358)
  %360 = load i64, ptr %1, align 8
  %361 = load i64, ptr %2, align 8
  %362 = call i64 @mixh(i64 noundef %360, i64 noundef %361)
  store i64 %362, ptr %1, align 8
  %363 = getelementptr inbounds %struct.Big24, ptr %60, i32 0, i32 2
  %364 = load i8, ptr %363, align 8
  %365 = zext i8 %364 to i64
  store i64 %365, ptr %2, align 8
  %366 = load i64, ptr %2, align 8
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.20, i64 noundef %366)
  %368 = load i64, ptr %1, align 8
  %369 = load i64, ptr %2, align 8
  %370 = call i64 @mixh(i64 noundef %368, i64 noundef %369)
  store i64 %370, ptr %1, align 8
  %371 = load i64, ptr %1, align 8
  ret i64 %371
}

declare i64 @g_small(i64, i64, i64, i64, i64, i64, i64, [2 x i64]) #3

declare i64 @g_align16(i32 noundef, i128, i32 noundef, i128, i64 noundef, i128, i32 noundef) #3

declare i64 @g_bigs(ptr noundef, i32 noundef, ptr noundef, ptr noundef) #3

declare i64 @g_mixed(i64, [2 x i64], double noundef, [2 x i64], float noundef, i64, [2 x i64], [2 x i64]) #3

declare i64 @g_spill([2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], [2 x i64], i8 noundef, [2 x i64], [2 x i64]) #3

declare i64 @g_partial(i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, [2 x i64], i64 noundef, i64) #3

declare i8 @g_ret_s1(i8 noundef) #3

declare i24 @g_ret_s3(i64) #3

declare i64 @g_ret_s7(i8 noundef, i16 noundef) #3

declare [2 x i64] @g_ret_s9([2 x i64]) #3

declare [2 x i64] @g_ret_s12(i32 noundef) #3

declare [2 x i64] @g_ret_s16([2 x i64]) #3

declare [2 x i64] @g_ret_mixdl(double noundef, i64 noundef) #3

declare [2 x i64] @g_ret_mixfi3([2 x i64]) #3

declare i128 @g_ret_i128s(i64 noundef, i64 noundef) #3

declare [2 x i64] @g_ret_pk([2 x i64]) #3

declare [2 x i64] @g_ret_u(i64 noundef) #3

declare void @g_ret_big(ptr dead_on_unwind writable sret(%struct.Big) align 8, i64 noundef) #3

declare void @g_ret_big24(ptr dead_on_unwind writable sret(%struct.Big24) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.23)
  %5 = call i64 @r_drive_self()
  %6 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  store i64 %5, ptr %6, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %8 = call i64 @r_drive_other()
  %9 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  store i64 %8, ptr %9, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.25)
  %11 = call i64 @g_drive_other()
  %12 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  store i64 %11, ptr %12, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.26)
  %14 = call i64 @g_drive_self()
  %15 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  store i64 %14, ptr %15, align 8
  %16 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %19 = load i64, ptr %18, align 8
  %20 = icmp eq i64 %17, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %0
  %22 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %25 = load i64, ptr %24, align 8
  %26 = icmp eq i64 %23, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  %31 = load i64, ptr %30, align 8
  %32 = icmp eq i64 %29, %31
  br label %33

33:                                               ; preds = %27, %21, %0
  %34 = phi i1 [ false, %21 ], [ false, %0 ], [ %32, %27 ]
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %3, align 4
  %36 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %3, align 4
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, ptr @.str.28, ptr @.str.29
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %37, ptr noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, true
  %46 = zext i1 %45 to i32
  ret i32 %46
}

declare i64 @g_drive_other() #3

declare i64 @g_drive_self() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
