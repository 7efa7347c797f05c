; ModuleID = 'tests/run/abix_3_caller.c'
source_filename = "tests/run/abix_3_caller.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s3_1 = type { %struct.s3_1_0, [4 x i64], i64, float, i16 }
%struct.s3_1_0 = type { i64 }
%struct.s3_3 = type <{ i32, i64, i8, i8 }>
%struct.s3_2 = type { i8, i8, [1 x double], i8, i16 }
%struct.s3_0 = type { i8, i64 }

@.str = private unnamed_addr constant [11 x i8] c"ret0 %.6g\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ret1 %.6g\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ret2 %.6g\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"ret3 %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"ret4 %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"ret5 %.6g\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"ret6 %.6g\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"ret7 %.6g\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"ret8 %.6g\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ret9 %.6g\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"ret10 %.6g\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"ret11 %.6g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.s3_1, align 8
  %2 = alloca %struct.s3_3, align 4
  %3 = alloca %struct.s3_3, align 8
  %4 = alloca %struct.s3_2, align 8
  %5 = alloca %struct.s3_3, align 4
  %6 = alloca %struct.s3_3, align 8
  %7 = alloca %struct.s3_0, align 8
  %8 = alloca %struct.s3_0, align 8
  %9 = alloca %struct.s3_3, align 8
  %10 = alloca %struct.s3_2, align 8
  %11 = alloca %struct.s3_1, align 8
  %12 = alloca %struct.s3_2, align 8
  %13 = alloca %struct.s3_2, align 8
  %14 = alloca %struct.s3_1, align 8
  %15 = alloca %struct.s3_1, align 8
  %16 = alloca %struct.s3_2, align 8
  %17 = alloca %struct.s3_3, align 8
  %18 = alloca %struct.s3_3, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  store i64 103, ptr %1, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 31, ptr %19, align 8, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 -5, ptr %20, align 8, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 43, ptr %21, align 8, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -3, ptr %22, align 8, !tbaa !13
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 30, ptr %23, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %1, i64 48
  store float 1.440000e+02, ptr %24, align 8, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %1, i64 52
  store i16 44, ptr %25, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %2) #5
  call void @fn0(ptr dead_on_unwind nonnull writable sret(%struct.s3_3) align 1 %2, i32 noundef 28, i64 noundef 221, i64 noundef 133, i64 noundef 0, i64 noundef 52, i128 noundef 203, ptr noundef nonnull byval(%struct.s3_1) align 8 %1, x86_fp80 noundef 0xK4006CC00000000000000) #5
  %26 = load i32, ptr %2, align 4, !tbaa !17
  %27 = uitofp i32 %26 to double
  %28 = fadd double %27, 0x3FF000010C6F7A0B
  %29 = getelementptr inbounds i8, ptr %2, i64 4
  %30 = load i64, ptr %29, align 4, !tbaa !21
  %31 = sitofp i64 %30 to double
  %32 = call noundef double @llvm.fmuladd.f64(double %28, double 0x3FF000010C6F7A0B, double %31)
  %33 = getelementptr inbounds i8, ptr %2, i64 12
  %34 = load i8, ptr %33, align 4, !tbaa !22
  %35 = uitofp i8 %34 to double
  %36 = call noundef double @llvm.fmuladd.f64(double %32, double 0x3FF000010C6F7A0B, double %35)
  %37 = getelementptr inbounds i8, ptr %2, i64 13
  %38 = load i8, ptr %37, align 1, !tbaa !23
  %39 = sitofp i8 %38 to double
  %40 = call noundef double @llvm.fmuladd.f64(double %36, double 0x3FF000010C6F7A0B, double %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %40)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #5
  store i32 26, ptr %3, align 8, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %3, i64 4
  store i64 151, ptr %42, align 4, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %3, i64 12
  store i8 46, ptr %43, align 4, !tbaa !22
  %44 = getelementptr inbounds i8, ptr %3, i64 13
  store i8 -24, ptr %44, align 1, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #5
  store i8 29, ptr %4, align 8, !tbaa !24
  %45 = getelementptr inbounds i8, ptr %4, i64 1
  store i8 78, ptr %45, align 1, !tbaa !26
  %46 = getelementptr inbounds i8, ptr %4, i64 8
  store double 6.000000e+00, ptr %46, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %4, i64 16
  store i8 117, ptr %47, align 8, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %4, i64 18
  store i16 155, ptr %48, align 2, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %5) #5
  call void @fn1(ptr dead_on_unwind nonnull writable sret(%struct.s3_3) align 1 %5, i64 noundef 35, i64 noundef 0, ptr noundef nonnull byval(%struct.s3_3) align 8 %3, i64 noundef 295, float noundef -8.700000e+01, i8 noundef signext -65, i64 noundef 250, i32 noundef 276, float noundef -3.300000e+01, ptr noundef nonnull byval(%struct.s3_2) align 8 %4) #5
  %49 = load i32, ptr %5, align 4, !tbaa !17
  %50 = uitofp i32 %49 to double
  %51 = fadd double %50, 0x3FF000010C6F7A0B
  %52 = getelementptr inbounds i8, ptr %5, i64 4
  %53 = load i64, ptr %52, align 4, !tbaa !21
  %54 = sitofp i64 %53 to double
  %55 = call noundef double @llvm.fmuladd.f64(double %51, double 0x3FF000010C6F7A0B, double %54)
  %56 = getelementptr inbounds i8, ptr %5, i64 12
  %57 = load i8, ptr %56, align 4, !tbaa !22
  %58 = uitofp i8 %57 to double
  %59 = call noundef double @llvm.fmuladd.f64(double %55, double 0x3FF000010C6F7A0B, double %58)
  %60 = getelementptr inbounds i8, ptr %5, i64 13
  %61 = load i8, ptr %60, align 1, !tbaa !23
  %62 = sitofp i8 %61 to double
  %63 = call noundef double @llvm.fmuladd.f64(double %59, double 0x3FF000010C6F7A0B, double %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %63)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %6) #5
  store i32 11, ptr %6, align 8, !tbaa !17
  %65 = getelementptr inbounds i8, ptr %6, i64 4
  store i64 33, ptr %65, align 4, !tbaa !21
  %66 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 -3, ptr %66, align 4, !tbaa !22
  %67 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 123, ptr %67, align 1, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #5
  store i8 -24, ptr %7, align 8, !tbaa !31
  %68 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 103, ptr %68, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #5
  store i8 32, ptr %8, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 192, ptr %69, align 8, !tbaa !33
  %70 = call { i64, i64 } @fn2(i32 noundef 37, ptr noundef nonnull byval(%struct.s3_3) align 8 %6, i64 noundef 122, i64 noundef 232, i16 noundef signext 257, i8 noundef zeroext -51, ptr noundef nonnull byval(%struct.s3_0) align 8 %7, ptr noundef nonnull byval(%struct.s3_0) align 8 %8, i8 noundef zeroext 70, double noundef 2.450000e+02, i8 noundef zeroext 14) #5
  %71 = extractvalue { i64, i64 } %70, 0
  %72 = extractvalue { i64, i64 } %70, 1
  %73 = zext i64 %72 to i128
  %74 = shl nuw i128 %73, 64
  %75 = zext i64 %71 to i128
  %76 = or disjoint i128 %74, %75
  %77 = sitofp i128 %76 to double
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %77)
  %79 = call i64 @fn3() #5
  %80 = sitofp i64 %79 to double
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %80)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %9) #5
  store i32 139, ptr %9, align 8, !tbaa !17
  %82 = getelementptr inbounds i8, ptr %9, i64 4
  store i64 116, ptr %82, align 4, !tbaa !21
  %83 = getelementptr inbounds i8, ptr %9, i64 12
  store i8 5, ptr %83, align 4, !tbaa !22
  %84 = getelementptr inbounds i8, ptr %9, i64 13
  store i8 -80, ptr %84, align 1, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #5
  call void @fn4(ptr dead_on_unwind nonnull writable sret(%struct.s3_2) align 8 %10, i16 noundef signext 124, i8 noundef signext -14, i8 noundef signext -60, x86_fp80 noundef 0xK40059000000000000000, ptr noundef nonnull byval(%struct.s3_3) align 8 %9, float noundef 1.910000e+02) #5
  %85 = load i8, ptr %10, align 8, !tbaa !24
  %86 = sitofp i8 %85 to double
  %87 = fadd double %86, 0x3FF000010C6F7A0B
  %88 = getelementptr inbounds i8, ptr %10, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !26
  %90 = sitofp i8 %89 to double
  %91 = call noundef double @llvm.fmuladd.f64(double %87, double 0x3FF000010C6F7A0B, double %90)
  %92 = getelementptr inbounds i8, ptr %10, i64 8
  %93 = load double, ptr %92, align 8, !tbaa !27
  %94 = call noundef double @llvm.fmuladd.f64(double %91, double 0x3FF000010C6F7A0B, double %93)
  %95 = getelementptr inbounds i8, ptr %10, i64 16
  %96 = load i8, ptr %95, align 8, !tbaa !29
  %97 = sitofp i8 %96 to double
  %98 = call noundef double @llvm.fmuladd.f64(double %94, double 0x3FF000010C6F7A0B, double %97)
  %99 = getelementptr inbounds i8, ptr %10, i64 18
  %100 = load i16, ptr %99, align 2, !tbaa !30
  %101 = uitofp i16 %100 to double
  %102 = call noundef double @llvm.fmuladd.f64(double %98, double 0x3FF000010C6F7A0B, double %101)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %102)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #5
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #5
  store i64 65, ptr %11, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 19, ptr %104, align 8, !tbaa !13
  %105 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 7, ptr %105, align 8, !tbaa !13
  %106 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 151, ptr %106, align 8, !tbaa !13
  %107 = getelementptr inbounds i8, ptr %11, i64 32
  store i64 -20, ptr %107, align 8, !tbaa !13
  %108 = getelementptr inbounds i8, ptr %11, i64 40
  store i64 -42, ptr %108, align 8, !tbaa !14
  %109 = getelementptr inbounds i8, ptr %11, i64 48
  store float 8.500000e+01, ptr %109, align 8, !tbaa !15
  %110 = getelementptr inbounds i8, ptr %11, i64 52
  store i16 195, ptr %110, align 4, !tbaa !16
  %111 = call signext i8 (ptr, i64, i8, i64, ...) @fn5(ptr noundef nonnull byval(%struct.s3_1) align 8 %11, i64 noundef -3, i8 noundef signext 61, i64 noundef 194, double noundef 2.500000e+00, i32 noundef 7, x86_fp80 noundef 0xK4000D000000000000000) #5
  %112 = sitofp i8 %111 to double
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %112)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #5
  store i8 -4, ptr %12, align 8, !tbaa !24
  %114 = getelementptr inbounds i8, ptr %12, i64 1
  store i8 -85, ptr %114, align 1, !tbaa !26
  %115 = getelementptr inbounds i8, ptr %12, i64 8
  store double 2.100000e+01, ptr %115, align 8, !tbaa !27
  %116 = getelementptr inbounds i8, ptr %12, i64 16
  store i8 37, ptr %116, align 8, !tbaa !29
  %117 = getelementptr inbounds i8, ptr %12, i64 18
  store i16 156, ptr %117, align 2, !tbaa !30
  %118 = call float @fn6(ptr noundef nonnull byval(%struct.s3_2) align 8 %12, i8 noundef signext -28, i32 noundef -57, i64 noundef 217, i64 noundef 0, i64 noundef 76, i64 noundef 201, i16 noundef zeroext -34, i8 noundef signext 115, float noundef 4.900000e+01) #5
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %119)
  %121 = call zeroext i1 @fn7(x86_fp80 noundef 0xK4006A500000000000000, x86_fp80 noundef 0xK40049800000000000000) #5
  %122 = uitofp i1 %121 to double
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %122)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #5
  store i8 68, ptr %13, align 8, !tbaa !24
  %124 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 38, ptr %124, align 1, !tbaa !26
  %125 = getelementptr inbounds i8, ptr %13, i64 8
  store double 1.120000e+02, ptr %125, align 8, !tbaa !27
  %126 = getelementptr inbounds i8, ptr %13, i64 16
  store i8 56, ptr %126, align 8, !tbaa !29
  %127 = getelementptr inbounds i8, ptr %13, i64 18
  store i16 24, ptr %127, align 2, !tbaa !30
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #5
  store i64 95, ptr %14, align 8, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 54, ptr %128, align 8, !tbaa !13
  %129 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 -41, ptr %129, align 8, !tbaa !13
  %130 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 185, ptr %130, align 8, !tbaa !13
  %131 = getelementptr inbounds i8, ptr %14, i64 32
  store i64 55, ptr %131, align 8, !tbaa !13
  %132 = getelementptr inbounds i8, ptr %14, i64 40
  store i64 -11, ptr %132, align 8, !tbaa !14
  %133 = getelementptr inbounds i8, ptr %14, i64 48
  store float 1.000000e+00, ptr %133, align 8, !tbaa !15
  %134 = getelementptr inbounds i8, ptr %14, i64 52
  store i16 -49, ptr %134, align 4, !tbaa !16
  %135 = call i64 @fn8(ptr noundef nonnull byval(%struct.s3_2) align 8 %13, i16 noundef signext 114, ptr noundef nonnull byval(%struct.s3_1) align 8 %14, i64 noundef 144, i64 noundef 218, i64 noundef 0, i64 noundef 161) #5
  %136 = sitofp i64 %135 to double
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %136)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #5
  store i64 61, ptr %15, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 93, ptr %138, align 8, !tbaa !13
  %139 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 193, ptr %139, align 8, !tbaa !13
  %140 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 187, ptr %140, align 8, !tbaa !13
  %141 = getelementptr inbounds i8, ptr %15, i64 32
  store i64 133, ptr %141, align 8, !tbaa !13
  %142 = getelementptr inbounds i8, ptr %15, i64 40
  store i64 6, ptr %142, align 8, !tbaa !14
  %143 = getelementptr inbounds i8, ptr %15, i64 48
  store float -4.200000e+01, ptr %143, align 8, !tbaa !15
  %144 = getelementptr inbounds i8, ptr %15, i64 52
  store i16 140, ptr %144, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #5
  store i8 -92, ptr %16, align 8, !tbaa !24
  %145 = getelementptr inbounds i8, ptr %16, i64 1
  store i8 -114, ptr %145, align 1, !tbaa !26
  %146 = getelementptr inbounds i8, ptr %16, i64 8
  store double 1.190000e+02, ptr %146, align 8, !tbaa !27
  %147 = getelementptr inbounds i8, ptr %16, i64 16
  store i8 -115, ptr %147, align 8, !tbaa !29
  %148 = getelementptr inbounds i8, ptr %16, i64 18
  store i16 82, ptr %148, align 2, !tbaa !30
  %149 = call signext i8 @fn9(ptr noundef nonnull byval(%struct.s3_1) align 8 %15, i64 noundef 133, ptr noundef nonnull byval(%struct.s3_2) align 8 %16, float noundef 4.700000e+01) #5
  %150 = sitofp i8 %149 to double
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %150)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %17) #5
  store i32 170, ptr %17, align 8, !tbaa !17
  %152 = getelementptr inbounds i8, ptr %17, i64 4
  store i64 -33, ptr %152, align 4, !tbaa !21
  %153 = getelementptr inbounds i8, ptr %17, i64 12
  store i8 -87, ptr %153, align 4, !tbaa !22
  %154 = getelementptr inbounds i8, ptr %17, i64 13
  store i8 100, ptr %154, align 1, !tbaa !23
  %155 = call double @fn10(float noundef 1.780000e+02, i8 noundef signext 74, x86_fp80 noundef 0xK40038000000000000000, ptr noundef nonnull byval(%struct.s3_3) align 8 %17, i16 noundef zeroext 46, i8 noundef signext -39, float noundef 2.500000e+01, i1 noundef zeroext true, double noundef -8.300000e+01) #5
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %155)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %18) #5
  store i32 81, ptr %18, align 8, !tbaa !17
  %157 = getelementptr inbounds i8, ptr %18, i64 4
  store i64 186, ptr %157, align 4, !tbaa !21
  %158 = getelementptr inbounds i8, ptr %18, i64 12
  store i8 0, ptr %158, align 4, !tbaa !22
  %159 = getelementptr inbounds i8, ptr %18, i64 13
  store i8 -77, ptr %159, align 1, !tbaa !23
  %160 = call signext i8 @fn11(i8 -75, i64 155, i8 noundef signext -1, ptr noundef nonnull byval(%struct.s3_3) align 8 %18, i8 noundef signext 120) #5
  %161 = sitofp i8 %160 to double
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %161)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %18) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %17) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #5
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #5
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #5
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %9) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @fn0(ptr dead_on_unwind writable sret(%struct.s3_3) align 1, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i128 noundef, ptr noundef byval(%struct.s3_1) align 8, x86_fp80 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @fn1(ptr dead_on_unwind writable sret(%struct.s3_3) align 1, i64 noundef, i64 noundef, ptr noundef byval(%struct.s3_3) align 8, i64 noundef, float noundef, i8 noundef signext, i64 noundef, i32 noundef, float noundef, ptr noundef byval(%struct.s3_2) align 8) local_unnamed_addr #2

declare { i64, i64 } @fn2(i32 noundef, ptr noundef byval(%struct.s3_3) align 8, i64 noundef, i64 noundef, i16 noundef signext, i8 noundef zeroext, ptr noundef byval(%struct.s3_0) align 8, ptr noundef byval(%struct.s3_0) align 8, i8 noundef zeroext, double noundef, i8 noundef zeroext) local_unnamed_addr #2

declare i64 @fn3() local_unnamed_addr #2

declare void @fn4(ptr dead_on_unwind writable sret(%struct.s3_2) align 8, i16 noundef signext, i8 noundef signext, i8 noundef signext, x86_fp80 noundef, ptr noundef byval(%struct.s3_3) align 8, float noundef) local_unnamed_addr #2

declare signext i8 @fn5(ptr noundef byval(%struct.s3_1) align 8, i64 noundef, i8 noundef signext, i64 noundef, ...) local_unnamed_addr #2

declare float @fn6(ptr noundef byval(%struct.s3_2) align 8, i8 noundef signext, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i16 noundef zeroext, i8 noundef signext, float noundef) local_unnamed_addr #2

declare zeroext i1 @fn7(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #2

declare i64 @fn8(ptr noundef byval(%struct.s3_2) align 8, i16 noundef signext, ptr noundef byval(%struct.s3_1) align 8, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

declare signext i8 @fn9(ptr noundef byval(%struct.s3_1) align 8, i64 noundef, ptr noundef byval(%struct.s3_2) align 8, float noundef) local_unnamed_addr #2

declare double @fn10(float noundef, i8 noundef signext, x86_fp80 noundef, ptr noundef byval(%struct.s3_3) align 8, i16 noundef zeroext, i8 noundef signext, float noundef, i1 noundef zeroext, double noundef) local_unnamed_addr #2

declare signext i8 @fn11(i8, i64, i8 noundef signext, ptr noundef byval(%struct.s3_3) align 8, i8 noundef signext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"s3_1", !7, i64 0, !9, i64 8, !8, i64 40, !11, i64 48, !12, i64 52}
!7 = !{!"s3_1_0", !8, i64 0}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"float", !9, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!6, !8, i64 40}
!15 = !{!6, !11, i64 48}
!16 = !{!6, !12, i64 52}
!17 = !{!18, !19, i64 0}
!18 = !{!"s3_3", !19, i64 0, !20, i64 4, !9, i64 12, !9, i64 13}
!19 = !{!"int", !9, i64 0}
!20 = !{!"long long", !9, i64 0}
!21 = !{!18, !20, i64 4}
!22 = !{!18, !9, i64 12}
!23 = !{!18, !9, i64 13}
!24 = !{!25, !9, i64 0}
!25 = !{!"s3_2", !9, i64 0, !9, i64 1, !9, i64 8, !9, i64 16, !12, i64 18}
!26 = !{!25, !9, i64 1}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !9, i64 0}
!29 = !{!25, !9, i64 16}
!30 = !{!25, !12, i64 18}
!31 = !{!32, !9, i64 0}
!32 = !{!"s3_0", !9, i64 0, !20, i64 8}
!33 = !{!32, !20, i64 8}
