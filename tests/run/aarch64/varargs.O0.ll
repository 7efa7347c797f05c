; ModuleID = 'tests/run/aarch64/varargs.c'
source_filename = "tests/run/aarch64/varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S3 = type { [3 x i8] }
%struct.S16 = type { i64, i64 }
%struct.MixDL = type { double, i64 }
%struct.D3 = type { double, double, double }
%struct.F2 = type { float, float }
%struct.LD2 = type { fp128, fp128 }
%struct.Big = type { [5 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"bad format %c\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"va_copy differs: %lx %lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"  say: \00", align 1
@__const.r_drive_self.s3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\01\FE\03" }, align 1
@__const.r_drive_self.s16 = private unnamed_addr constant %struct.S16 { i64 -4, i64 94190070027690 }, align 8
@__const.r_drive_self.mdl = private unnamed_addr constant %struct.MixDL { double 6.250000e+00, i64 -7 }, align 8
@__const.r_drive_self.d3 = private unnamed_addr constant %struct.D3 { double 1.350000e+01, double -1.425000e+01, double 1.512500e+01 }, align 8
@__const.r_drive_self.f2 = private unnamed_addr constant %struct.F2 { float -1.650000e+01, float 1.775000e+01 }, align 4
@__const.r_drive_self.ld2 = private unnamed_addr constant %struct.LD2 { fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000 }, align 16
@.str.3 = private unnamed_addr constant [13 x i8] c"iiiiiiiiiiii\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"  %-40.40s %016lx\0A\00", align 1
@.str.5 = private unnamed_addr constant [66 x i8] c"CALL(vfmt)(\22iiiiiiiiiiii\22, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"ldldldldldldldldldldl\00", align 1
@.str.7 = private unnamed_addr constant [135 x i8] c"CALL(vfmt)(\22ldldldldldldldldldldl\22, 1L, 0.5, -2L, 1.5, 3L, 2.5, -4L, 3.5, 5L, 4.5, 6L, 5.5, 7L, 6.5, 8L, 7.5, 9L, 8.5, -10L, 9.5, 11L)\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"cfLqiL\00", align 1
@.str.9 = private unnamed_addr constant [53 x i8] c"CALL(vfmt)(\22cfLqiL\22, c, fl, 24.25L, q, 25, -26.125L)\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"spmbhge\00", align 1
@.str.11 = private unnamed_addr constant [54 x i8] c"CALL(vfmt)(\22spmbhge\22, s3, s16, mdl, big, d3, f2, ld2)\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"qiqhhhlLLLLLLLLLd\00", align 1
@.str.13 = private unnamed_addr constant [119 x i8] c"CALL(vfmt)(\22qiqhhhlLLLLLLLLLd\22, q, 27, q, d3, d3, d3, 28L, 1.0L, 2.0L, 3.0L, 4.0L, 5.0L, 6.0L, 7.0L, 8.0L, 9.0L, 29.5)\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"pppppbsg\00", align 1
@.str.15 = private unnamed_addr constant [61 x i8] c"CALL(vfmt)(\22pppppbsg\22, s16, s16, s16, s16, s16, big, s3, f2)\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"CALL(vfmt)(\22\22)\00", align 1
@.str.18 = private unnamed_addr constant [61 x i8] c"CALL(vnamed)(3, 30.5, 31.25L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L)\00", align 1
@.str.19 = private unnamed_addr constant [122 x i8] c"CALL(vnamed)(9, 0.5, -0.5L, f2, 1.0, 2L, 3.0, 4L, 5.0, 6L, 7.0, 8L, 9.0, 10L, 11.0, 12L, 13.0, 14L, 15.0, 16L, 17.0, 18L)\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"dcid\00", align 1
@.str.21 = private unnamed_addr constant [35 x i8] c"vp(\22dcid\22, 32.5, 'z', -33, -34.75)\00", align 1
@.str.22 = private unnamed_addr constant [57 x i8] c"%d %ld %.3f %s %c %Lf %x %lld %g %g %g %g %g %g %g %g %g\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"  fmt: %d \22%s\22\0A\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"%s=%d %Lg %g %ld %ld %ld %ld %ld %ld %ld %ld\0A\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"say\00", align 1
@__const.r_drive_other.s3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\01\FE\03" }, align 1
@__const.r_drive_other.s16 = private unnamed_addr constant %struct.S16 { i64 -4, i64 94190070027690 }, align 8
@__const.r_drive_other.mdl = private unnamed_addr constant %struct.MixDL { double 6.250000e+00, i64 -7 }, align 8
@__const.r_drive_other.d3 = private unnamed_addr constant %struct.D3 { double 1.350000e+01, double -1.425000e+01, double 1.512500e+01 }, align 8
@__const.r_drive_other.f2 = private unnamed_addr constant %struct.F2 { float -1.650000e+01, float 1.775000e+01 }, align 4
@__const.r_drive_other.ld2 = private unnamed_addr constant %struct.LD2 { fp128 0xL00000000000000004003210000000000, fp128 0xL0000000000000000C003380000000000 }, align 16
@.str.27 = private unnamed_addr constant [16 x i8] c"clang -> clang\0A\00", align 1
@.str.28 = private unnamed_addr constant [14 x i8] c"clang -> gcc\0A\00", align 1
@.str.29 = private unnamed_addr constant [14 x i8] c"gcc -> clang\0A\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"gcc -> gcc\0A\00", align 1
@.str.31 = private unnamed_addr constant [20 x i8] c"checksum %016lx %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_vlist(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i128, align 16
  %9 = alloca %struct.S3, align 1
  %10 = alloca %struct.S16, align 8
  %11 = alloca %struct.MixDL, align 8
  %12 = alloca %struct.Big, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.D3, align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca %struct.F2, align 4
  %17 = alloca [2 x float], align 4
  %18 = alloca %struct.LD2, align 16
  %19 = alloca [2 x fp128], align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 5, ptr %6, align 8
  %20 = load ptr, ptr %4, align 8
  store ptr %20, ptr %7, align 8
  br label %21

21:                                               ; preds = %429, %2
  %22 = load ptr, ptr %7, align 8
  %23 = load i8, ptr %22, align 1
  %24 = icmp ne i8 %23, 0
  br i1 %24, label %25, label %432

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  switch i32 %28, label %423 [
    i32 105, label %29
    i32 99, label %50
    i32 108, label %72
    i32 100, label %92
    i32 102, label %114
    i32 76, label %137
    i32 113, label %162
    i32 115, label %192
    i32 112, label %228
    i32 109, label %252
    i32 98, label %278
    i32 104, label %311
    i32 103, label %353
    i32 101, label %387
  ]

29:                                               ; preds = %25
  %30 = load i64, ptr %6, align 8
  %31 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %32 = load i32, ptr %31, align 8
  %33 = icmp sge i32 %32, 0
  br i1 %33, label %41, label %34

34:                                               ; preds = %29
  %35 = add i32 %32, 8
  store i32 %35, ptr %31, align 8
  %36 = icmp sle i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 %32
  br label %45

41:                                               ; preds = %34, %29
  %42 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %44, ptr %42, align 8
  br label %45

45:                                               ; preds = %41, %37
  %46 = phi ptr [ %40, %37 ], [ %43, %41 ]
  %47 = load i32, ptr %46, align 8
  %48 = sext i32 %47 to i64
  %49 = call i64 @mixh(i64 noundef %30, i64 noundef %48)
  store i64 %49, ptr %6, align 8
  br label %428

50:                                               ; preds = %25
  %51 = load i64, ptr %6, align 8
  %52 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %53 = load i32, ptr %52, align 8
  %54 = icmp sge i32 %53, 0
  br i1 %54, label %62, label %55

55:                                               ; preds = %50
  %56 = add i32 %53, 8
  store i32 %56, ptr %52, align 8
  %57 = icmp sle i32 %56, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %60, i32 %53
  br label %66

62:                                               ; preds = %55, %50
  %63 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %65, ptr %63, align 8
  br label %66

66:                                               ; preds = %62, %58
  %67 = phi ptr [ %61, %58 ], [ %64, %62 ]
  %68 = load i32, ptr %67, align 8
  %69 = trunc i32 %68 to i8
  %70 = sext i8 %69 to i64
  %71 = call i64 @mixh(i64 noundef %51, i64 noundef %70)
  store i64 %71, ptr %6, align 8
  br label %428

72:                                               ; preds = %25
  %73 = load i64, ptr %6, align 8
  %74 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %75 = load i32, ptr %74, align 8
  %76 = icmp sge i32 %75, 0
  br i1 %76, label %84, label %77

77:                                               ; preds = %72
  %78 = add i32 %75, 8
  store i32 %78, ptr %74, align 8
  %79 = icmp sle i32 %78, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %77
  %81 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr inbounds i8, ptr %82, i32 %75
  br label %88

84:                                               ; preds = %77, %72
  %85 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  store ptr %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %84, %80
  %89 = phi ptr [ %83, %80 ], [ %86, %84 ]
  %90 = load i64, ptr %89, align 8
  %91 = call i64 @mixh(i64 noundef %73, i64 noundef %90)
  store i64 %91, ptr %6, align 8
  br label %428

92:                                               ; preds = %25
  %93 = load i64, ptr %6, align 8
  %94 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %95 = load i32, ptr %94, align 4
  %96 = icmp sge i32 %95, 0
  br i1 %96, label %104, label %97

97:                                               ; preds = %92
  %98 = add i32 %95, 16
  store i32 %98, ptr %94, align 4
  %99 = icmp sle i32 %98, 0
  br i1 %99, label %100, label %104

100:                                              ; preds = %97
  %101 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds i8, ptr %102, i32 %95
  br label %108

104:                                              ; preds = %97, %92
  %105 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 8
  store ptr %107, ptr %105, align 8
  br label %108

108:                                              ; preds = %104, %100
  %109 = phi ptr [ %103, %100 ], [ %106, %104 ]
  %110 = load double, ptr %109, align 8
  %111 = fmul double %110, 1.600000e+01
  %112 = fptosi double %111 to i64
  %113 = call i64 @mixh(i64 noundef %93, i64 noundef %112)
  store i64 %113, ptr %6, align 8
  br label %428

114:                                              ; preds = %25
  %115 = load i64, ptr %6, align 8
  %116 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %117 = load i32, ptr %116, align 4
  %118 = icmp sge i32 %117, 0
  br i1 %118, label %126, label %119

119:                                              ; preds = %114
  %120 = add i32 %117, 16
  store i32 %120, ptr %116, align 4
  %121 = icmp sle i32 %120, 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %124 = load ptr, ptr %123, align 8
  %125 = getelementptr inbounds i8, ptr %124, i32 %117
  br label %130

126:                                              ; preds = %119, %114
  %127 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %128 = load ptr, ptr %127, align 8
  %129 = getelementptr inbounds i8, ptr %128, i64 8
  store ptr %129, ptr %127, align 8
  br label %130

130:                                              ; preds = %126, %122
  %131 = phi ptr [ %125, %122 ], [ %128, %126 ]
  %132 = load double, ptr %131, align 8
  %133 = fmul double %132, 1.600000e+01
  %134 = fptosi double %133 to i64
  %135 = add i64 %134, 1
  %136 = call i64 @mixh(i64 noundef %115, i64 noundef %135)
  store i64 %136, ptr %6, align 8
  br label %428

137:                                              ; preds = %25
  %138 = load i64, ptr %6, align 8
  %139 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %140 = load i32, ptr %139, align 4
  %141 = icmp sge i32 %140, 0
  br i1 %141, label %149, label %142

142:                                              ; preds = %137
  %143 = add i32 %140, 16
  store i32 %143, ptr %139, align 4
  %144 = icmp sle i32 %143, 0
  br i1 %144, label %145, label %149

145:                                              ; preds = %142
  %146 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i8, ptr %147, i32 %140
  br label %155

149:                                              ; preds = %142, %137
  %150 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds i8, ptr %151, i32 15
  %153 = call ptr @llvm.ptrmask.p0.i64(ptr %152, i64 -16)
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  store ptr %154, ptr %150, align 8
  br label %155

155:                                              ; preds = %149, %145
  %156 = phi ptr [ %148, %145 ], [ %153, %149 ]
  %157 = load fp128, ptr %156, align 16
  %158 = fmul fp128 %157, 0xL00000000000000004003000000000000
  %159 = fptosi fp128 %158 to i64
  %160 = add i64 %159, 2
  %161 = call i64 @mixh(i64 noundef %138, i64 noundef %160)
  store i64 %161, ptr %6, align 8
  br label %428

162:                                              ; preds = %25
  %163 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %164 = load i32, ptr %163, align 8
  %165 = icmp sge i32 %164, 0
  br i1 %165, label %175, label %166

166:                                              ; preds = %162
  %167 = add i32 %164, 15
  %168 = and i32 %167, -16
  %169 = add i32 %168, 16
  store i32 %169, ptr %163, align 8
  %170 = icmp sle i32 %169, 0
  br i1 %170, label %171, label %175

171:                                              ; preds = %166
  %172 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i8, ptr %173, i32 %168
  br label %181

175:                                              ; preds = %166, %162
  %176 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %177 = load ptr, ptr %176, align 8
  %178 = getelementptr inbounds i8, ptr %177, i32 15
  %179 = call ptr @llvm.ptrmask.p0.i64(ptr %178, i64 -16)
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  store ptr %180, ptr %176, align 8
  br label %181

181:                                              ; preds = %175, %171
  %182 = phi ptr [ %174, %171 ], [ %179, %175 ]
  %183 = load i128, ptr %182, align 8
  store i128 %183, ptr %8, align 16
  %184 = load i64, ptr %6, align 8
  %185 = load i128, ptr %8, align 16
  %186 = trunc i128 %185 to i64
  %187 = call i64 @mixh(i64 noundef %184, i64 noundef %186)
  %188 = load i128, ptr %8, align 16
  %189 = ashr i128 %188, 64
  %190 = trunc i128 %189 to i64
  %191 = call i64 @mixh(i64 noundef %187, i64 noundef %190)
  store i64 %191, ptr %6, align 8
  br label %428

192:                                              ; preds = %25
  %193 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %194 = load i32, ptr %193, align 8
  %195 = icmp sge i32 %194, 0
  br i1 %195, label %203, label %196

196:                                              ; preds = %192
  %197 = add i32 %194, 8
  store i32 %197, ptr %193, align 8
  %198 = icmp sle i32 %197, 0
  br i1 %198, label %199, label %203

199:                                              ; preds = %196
  %200 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %201 = load ptr, ptr %200, align 8
  %202 = getelementptr inbounds i8, ptr %201, i32 %194
  br label %207

203:                                              ; preds = %196, %192
  %204 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %205 = load ptr, ptr %204, align 8
  %206 = getelementptr inbounds i8, ptr %205, i64 8
  store ptr %206, ptr %204, align 8
  br label %207

207:                                              ; preds = %203, %199
  %208 = phi ptr [ %202, %199 ], [ %205, %203 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %208, i64 3, i1 false)
  %209 = load i64, ptr %6, align 8
  %210 = getelementptr inbounds %struct.S3, ptr %9, i32 0, i32 0
  %211 = getelementptr inbounds [3 x i8], ptr %210, i64 0, i64 0
  %212 = load i8, ptr %211, align 1
  %213 = zext i8 %212 to i32
  %214 = getelementptr inbounds %struct.S3, ptr %9, i32 0, i32 0
  %215 = getelementptr inbounds [3 x i8], ptr %214, i64 0, i64 1
  %216 = load i8, ptr %215, align 1
  %217 = zext i8 %216 to i32
  %218 = mul nsw i32 3, %217
  %219 = add nsw i32 %213, %218
  %220 = getelementptr inbounds %struct.S3, ptr %9, i32 0, i32 0
  %221 = getelementptr inbounds [3 x i8], ptr %220, i64 0, i64 2
  %222 = load i8, ptr %221, align 1
  %223 = zext i8 %222 to i32
  %224 = mul nsw i32 9, %223
  %225 = add nsw i32 %219, %224
  %226 = sext i32 %225 to i64
  %227 = call i64 @mixh(i64 noundef %209, i64 noundef %226)
  store i64 %227, ptr %6, align 8
  br label %428

228:                                              ; preds = %25
  %229 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %230 = load i32, ptr %229, align 8
  %231 = icmp sge i32 %230, 0
  br i1 %231, label %239, label %232

232:                                              ; preds = %228
  %233 = add i32 %230, 16
  store i32 %233, ptr %229, align 8
  %234 = icmp sle i32 %233, 0
  br i1 %234, label %235, label %239

235:                                              ; preds = %232
  %236 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds i8, ptr %237, i32 %230
  br label %243

239:                                              ; preds = %232, %228
  %240 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %241 = load ptr, ptr %240, align 8
  %242 = getelementptr inbounds i8, ptr %241, i64 16
  store ptr %242, ptr %240, align 8
  br label %243

243:                                              ; preds = %239, %235
  %244 = phi ptr [ %238, %235 ], [ %241, %239 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %244, i64 16, i1 false)
  %245 = load i64, ptr %6, align 8
  %246 = getelementptr inbounds %struct.S16, ptr %10, i32 0, i32 0
  %247 = load i64, ptr %246, align 8
  %248 = call i64 @mixh(i64 noundef %245, i64 noundef %247)
  %249 = getelementptr inbounds %struct.S16, ptr %10, i32 0, i32 1
  %250 = load i64, ptr %249, align 8
  %251 = call i64 @mixh(i64 noundef %248, i64 noundef %250)
  store i64 %251, ptr %6, align 8
  br label %428

252:                                              ; preds = %25
  %253 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %254 = load i32, ptr %253, align 8
  %255 = icmp sge i32 %254, 0
  br i1 %255, label %263, label %256

256:                                              ; preds = %252
  %257 = add i32 %254, 16
  store i32 %257, ptr %253, align 8
  %258 = icmp sle i32 %257, 0
  br i1 %258, label %259, label %263

259:                                              ; preds = %256
  %260 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i8, ptr %261, i32 %254
  br label %267

263:                                              ; preds = %256, %252
  %264 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %265 = load ptr, ptr %264, align 8
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  store ptr %266, ptr %264, align 8
  br label %267

267:                                              ; preds = %263, %259
  %268 = phi ptr [ %262, %259 ], [ %265, %263 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %268, i64 16, i1 false)
  %269 = load i64, ptr %6, align 8
  %270 = getelementptr inbounds %struct.MixDL, ptr %11, i32 0, i32 0
  %271 = load double, ptr %270, align 8
  %272 = fmul double %271, 1.600000e+01
  %273 = fptosi double %272 to i64
  %274 = call i64 @mixh(i64 noundef %269, i64 noundef %273)
  %275 = getelementptr inbounds %struct.MixDL, ptr %11, i32 0, i32 1
  %276 = load i64, ptr %275, align 8
  %277 = call i64 @mixh(i64 noundef %274, i64 noundef %276)
  store i64 %277, ptr %6, align 8
  br label %428

278:                                              ; preds = %25
  %279 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 3
  %280 = load i32, ptr %279, align 8
  %281 = icmp sge i32 %280, 0
  br i1 %281, label %289, label %282

282:                                              ; preds = %278
  %283 = add i32 %280, 8
  store i32 %283, ptr %279, align 8
  %284 = icmp sle i32 %283, 0
  br i1 %284, label %285, label %289

285:                                              ; preds = %282
  %286 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 1
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr inbounds i8, ptr %287, i32 %280
  br label %293

289:                                              ; preds = %282, %278
  %290 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %291 = load ptr, ptr %290, align 8
  %292 = getelementptr inbounds i8, ptr %291, i64 8
  store ptr %292, ptr %290, align 8
  br label %293

293:                                              ; preds = %289, %285
  %294 = phi ptr [ %288, %285 ], [ %291, %289 ]
  %295 = load ptr, ptr %294, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %295, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %296

296:                                              ; preds = %307, %293
  %297 = load i32, ptr %13, align 4
  %298 = icmp slt i32 %297, 5
  br i1 %298, label %299, label %310

299:                                              ; preds = %296
  %300 = load i64, ptr %6, align 8
  %301 = getelementptr inbounds %struct.Big, ptr %12, i32 0, i32 0
  %302 = load i32, ptr %13, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [5 x i64], ptr %301, i64 0, i64 %303
  %305 = load i64, ptr %304, align 8
  %306 = call i64 @mixh(i64 noundef %300, i64 noundef %305)
  store i64 %306, ptr %6, align 8
  br label %307

307:                                              ; preds = %299
  %308 = load i32, ptr %13, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %13, align 4
  br label %296, !llvm.loop !6

310:                                              ; preds = %296
  br label %428

311:                                              ; preds = %25
  %312 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %313 = load i32, ptr %312, align 4
  %314 = icmp sge i32 %313, 0
  br i1 %314, label %331, label %315

315:                                              ; preds = %311
  %316 = add i32 %313, 48
  store i32 %316, ptr %312, align 4
  %317 = icmp sle i32 %316, 0
  br i1 %317, label %318, label %331

318:                                              ; preds = %315
  %319 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %320 = load ptr, ptr %319, align 8
  %321 = getelementptr inbounds i8, ptr %320, i32 %313
  %322 = getelementptr inbounds i8, ptr %321, i64 0
  %323 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 0
  %324 = load double, ptr %322, align 16
  store double %324, ptr %323, align 8
  %325 = getelementptr inbounds i8, ptr %321, i64 16
  %326 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 1
  %327 = load double, ptr %325, align 16
  store double %327, ptr %326, align 8
  %328 = getelementptr inbounds i8, ptr %321, i64 32
  %329 = getelementptr inbounds [3 x double], ptr %15, i64 0, i64 2
  %330 = load double, ptr %328, align 16
  store double %330, ptr %329, align 8
  br label %335

331:                                              ; preds = %315, %311
  %332 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %333 = load ptr, ptr %332, align 8
  %334 = getelementptr inbounds i8, ptr %333, i64 24
  store ptr %334, ptr %332, align 8
  br label %335

335:                                              ; preds = %331, %318
  %336 = phi ptr [ %15, %318 ], [ %333, %331 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %336, i64 24, i1 false)
  %337 = load i64, ptr %6, align 8
  %338 = getelementptr inbounds %struct.D3, ptr %14, i32 0, i32 0
  %339 = load double, ptr %338, align 8
  %340 = fmul double %339, 1.600000e+01
  %341 = fptosi double %340 to i64
  %342 = call i64 @mixh(i64 noundef %337, i64 noundef %341)
  %343 = getelementptr inbounds %struct.D3, ptr %14, i32 0, i32 1
  %344 = load double, ptr %343, align 8
  %345 = fmul double %344, 1.600000e+01
  %346 = fptosi double %345 to i64
  %347 = call i64 @mixh(i64 noundef %342, i64 noundef %346)
  %348 = getelementptr inbounds %struct.D3, ptr %14, i32 0, i32 2
  %349 = load double, ptr %348, align 8
  %350 = fmul double %349, 1.600000e+01
  %351 = fptosi double %350 to i64
  %352 = call i64 @mixh(i64 noundef %347, i64 noundef %351)
  store i64 %352, ptr %6, align 8
  br label %428

353:                                              ; preds = %25
  %354 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %355 = load i32, ptr %354, align 4
  %356 = icmp sge i32 %355, 0
  br i1 %356, label %370, label %357

357:                                              ; preds = %353
  %358 = add i32 %355, 32
  store i32 %358, ptr %354, align 4
  %359 = icmp sle i32 %358, 0
  br i1 %359, label %360, label %370

360:                                              ; preds = %357
  %361 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %362 = load ptr, ptr %361, align 8
  %363 = getelementptr inbounds i8, ptr %362, i32 %355
  %364 = getelementptr inbounds i8, ptr %363, i64 0
  %365 = getelementptr inbounds [2 x float], ptr %17, i64 0, i64 0
  %366 = load float, ptr %364, align 16
  store float %366, ptr %365, align 4
  %367 = getelementptr inbounds i8, ptr %363, i64 16
  %368 = getelementptr inbounds [2 x float], ptr %17, i64 0, i64 1
  %369 = load float, ptr %367, align 16
  store float %369, ptr %368, align 4
  br label %374

370:                                              ; preds = %357, %353
  %371 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %372 = load ptr, ptr %371, align 8
  %373 = getelementptr inbounds i8, ptr %372, i64 8
  store ptr %373, ptr %371, align 8
  br label %374

374:                                              ; preds = %370, %360
  %375 = phi ptr [ %17, %360 ], [ %372, %370 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %375, i64 8, i1 false)
  %376 = load i64, ptr %6, align 8
  %377 = getelementptr inbounds %struct.F2, ptr %16, i32 0, i32 0
  %378 = load float, ptr %377, align 4
  %379 = fmul float %378, 1.600000e+01
  %380 = fptosi float %379 to i64
  %381 = call i64 @mixh(i64 noundef %376, i64 noundef %380)
  %382 = getelementptr inbounds %struct.F2, ptr %16, i32 0, i32 1
  %383 = load float, ptr %382, align 4
  %384 = fmul float %383, 1.600000e+01
  %385 = fptosi float %384 to i64
  %386 = call i64 @mixh(i64 noundef %381, i64 noundef %385)
  store i64 %386, ptr %6, align 8
  br label %428

387:                                              ; preds = %25
  %388 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 4
  %389 = load i32, ptr %388, align 4
  %390 = icmp sge i32 %389, 0
  br i1 %390, label %404, label %391

391:                                              ; preds = %387
  %392 = add i32 %389, 32
  store i32 %392, ptr %388, align 4
  %393 = icmp sle i32 %392, 0
  br i1 %393, label %394, label %404

394:                                              ; preds = %391
  %395 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 2
  %396 = load ptr, ptr %395, align 8
  %397 = getelementptr inbounds i8, ptr %396, i32 %389
  %398 = getelementptr inbounds i8, ptr %397, i64 0
  %399 = getelementptr inbounds [2 x fp128], ptr %19, i64 0, i64 0
  %400 = load fp128, ptr %398, align 16
  store fp128 %400, ptr %399, align 16
  %401 = getelementptr inbounds i8, ptr %397, i64 16
  %402 = getelementptr inbounds [2 x fp128], ptr %19, i64 0, i64 1
  %403 = load fp128, ptr %401, align 16
  store fp128 %403, ptr %402, align 16
  br label %410

404:                                              ; preds = %391, %387
  %405 = getelementptr inbounds %struct.__va_list, ptr %1, i32 0, i32 0
  %406 = load ptr, ptr %405, align 8
  %407 = getelementptr inbounds i8, ptr %406, i32 15
  %408 = call ptr @llvm.ptrmask.p0.i64(ptr %407, i64 -16)
  %409 = getelementptr inbounds i8, ptr %408, i64 32
  store ptr %409, ptr %405, align 8
  br label %410

410:                                              ; preds = %404, %394
  %411 = phi ptr [ %19, %394 ], [ %408, %404 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %411, i64 32, i1 false)
  %412 = load i64, ptr %6, align 8
  %413 = getelementptr inbounds %struct.LD2, ptr %18, i32 0, i32 0
  %414 = load fp128, ptr %413, align 16
  %415 = fmul fp128 %414, 0xL00000000000000004003000000000000
  %416 = fptosi fp128 %415 to i64
  %417 = call i64 @mixh(i64 noundef %412, i64 noundef %416)
  %418 = getelementptr inbounds %struct.LD2, ptr %18, i32 0, i32 1
  %419 = load fp128, ptr %418, align 16
  %420 = fmul fp128 %419, 0xL00000000000000004003000000000000
  %421 = fptosi fp128 %420 to i64
  %422 = call i64 @mixh(i64 noundef %417, i64 noundef %421)
  store i64 %422, ptr %6, align 8
  br label %428

423:                                              ; preds = %25
  %424 = load ptr, ptr %7, align 8
  %425 = load i8, ptr %424, align 1
  %426 = zext i8 %425 to i32
  %427 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %426)
  store i64 0, ptr %3, align 8
  br label %434

428:                                              ; preds = %410, %374, %335, %310, %267, %243, %207, %181, %155, %130, %108, %88, %66, %45
  br label %429

429:                                              ; preds = %428
  %430 = load ptr, ptr %7, align 8
  %431 = getelementptr inbounds i8, ptr %430, i32 1
  store ptr %431, ptr %7, align 8
  br label %21, !llvm.loop !8

432:                                              ; preds = %21
  %433 = load i64, ptr %6, align 8
  store i64 %433, ptr %3, align 8
  br label %434

434:                                              ; preds = %432, %423
  %435 = load i64, ptr %3, align 8
  ret i64 %435
}

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_vfmt(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  %9 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %3, i64 32, i1 false)
  %10 = call i64 @r_vlist(ptr noundef %9, ptr noundef %6)
  store i64 %10, ptr %5, align 8
  %11 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %4, i64 32, i1 false)
  %12 = call i64 @r_vlist(ptr noundef %11, ptr noundef %8)
  store i64 %12, ptr %7, align 8
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %7, align 8
  %15 = icmp ne i64 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %1
  %17 = load i64, ptr %5, align 8
  %18 = load i64, ptr %7, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %17, i64 noundef %18)
  br label %20

20:                                               ; preds = %16, %1
  %21 = load i64, ptr %5, align 8
  ret i64 %21
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_vnamed(i32 noundef %0, double noundef %1, fp128 noundef %2, [2 x float] alignstack(8) %3, ...) #0 {
  %5 = alloca %struct.F2, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca fp128, align 16
  %9 = alloca %struct.__va_list, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store [2 x float] %3, ptr %5, align 4
  store i32 %0, ptr %6, align 4
  store double %1, ptr %7, align 8
  store fp128 %2, ptr %8, align 16
  call void @llvm.va_start.p0(ptr %9)
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = load double, ptr %7, align 8
  %15 = fmul double %14, 1.600000e+01
  %16 = fptosi double %15 to i64
  %17 = call i64 @mixh(i64 noundef %13, i64 noundef %16)
  %18 = load fp128, ptr %8, align 16
  %19 = fmul fp128 %18, 0xL00000000000000004003000000000000
  %20 = fptosi fp128 %19 to i64
  %21 = call i64 @mixh(i64 noundef %17, i64 noundef %20)
  %22 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, 1.600000e+01
  %25 = fptosi float %24 to i64
  %26 = call i64 @mixh(i64 noundef %21, i64 noundef %25)
  %27 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  %28 = load float, ptr %27, align 4
  %29 = fmul float %28, 1.600000e+01
  %30 = fptosi float %29 to i64
  %31 = call i64 @mixh(i64 noundef %26, i64 noundef %30)
  store i64 %31, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %32

32:                                               ; preds = %76, %4
  %33 = load i32, ptr %11, align 4
  %34 = load i32, ptr %6, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %79

36:                                               ; preds = %32
  %37 = load i64, ptr %10, align 8
  %38 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 4
  %39 = load i32, ptr %38, align 4
  %40 = icmp sge i32 %39, 0
  br i1 %40, label %48, label %41

41:                                               ; preds = %36
  %42 = add i32 %39, 16
  store i32 %42, ptr %38, align 4
  %43 = icmp sle i32 %42, 0
  br i1 %43, label %44, label %48

44:                                               ; preds = %41
  %45 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 %39
  br label %52

48:                                               ; preds = %41, %36
  %49 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 0
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %48, %44
  %53 = phi ptr [ %47, %44 ], [ %50, %48 ]
  %54 = load double, ptr %53, align 8
  %55 = fmul double %54, 1.600000e+01
  %56 = fptosi double %55 to i64
  %57 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 3
  %58 = load i32, ptr %57, align 8
  %59 = icmp sge i32 %58, 0
  br i1 %59, label %67, label %60

60:                                               ; preds = %52
  %61 = add i32 %58, 8
  store i32 %61, ptr %57, align 8
  %62 = icmp sle i32 %61, 0
  br i1 %62, label %63, label %67

63:                                               ; preds = %60
  %64 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 1
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds i8, ptr %65, i32 %58
  br label %71

67:                                               ; preds = %60, %52
  %68 = getelementptr inbounds %struct.__va_list, ptr %9, i32 0, i32 0
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %63
  %72 = phi ptr [ %66, %63 ], [ %69, %67 ]
  %73 = load i64, ptr %72, align 8
  %74 = add i64 %56, %73
  %75 = call i64 @mixh(i64 noundef %37, i64 noundef %74)
  store i64 %75, ptr %10, align 8
  br label %76

76:                                               ; preds = %71
  %77 = load i32, ptr %11, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %11, align 4
  br label %32, !llvm.loop !9

79:                                               ; preds = %32
  call void @llvm.va_end.p0(ptr %9)
  %80 = load i64, ptr %10, align 8
  ret i64 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @r_fmt(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 32, i1 false)
  %13 = call i32 @vsnprintf(ptr noundef %10, i64 noundef %11, ptr noundef %12, ptr noundef %9) #7
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @r_say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %6 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 32, i1 false)
  %7 = call i32 @vprintf(ptr noundef %6, ptr noundef %4) #7
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_self() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S16, align 8
  %5 = alloca %struct.MixDL, align 8
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.D3, align 8
  %8 = alloca %struct.F2, align 4
  %9 = alloca %struct.LD2, align 16
  %10 = alloca i128, align 16
  %11 = alloca i8, align 1
  %12 = alloca float, align 4
  %13 = alloca i64, align 8
  %14 = alloca %struct.Big, align 8
  %15 = alloca %struct.Big, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [200 x i8], align 1
  %19 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.r_drive_self.s3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.r_drive_self.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.r_drive_self.mdl, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %20 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 0
  %21 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 0
  store i64 8, ptr %21, align 8
  %22 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 1
  store i64 9, ptr %22, align 8
  %23 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 2
  store i64 -10, ptr %23, align 8
  %24 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 3
  store i64 11, ptr %24, align 8
  %25 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 4
  store i64 12, ptr %25, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.r_drive_self.d3, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.r_drive_self.f2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.r_drive_self.ld2, i64 32, i1 false)
  store i128 -368934881474191032299, ptr %10, align 16
  store i8 -22, ptr %11, align 1
  store float 2.350000e+01, ptr %12, align 4
  %26 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  store i64 %26, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.5, i64 noundef %27)
  %29 = load i64, ptr %1, align 8
  %30 = load i64, ptr %2, align 8
  %31 = call i64 @mixh(i64 noundef %29, i64 noundef %30)
  store i64 %31, ptr %1, align 8
  %32 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11)
  store i64 %32, ptr %2, align 8
  %33 = load i64, ptr %2, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.7, i64 noundef %33)
  %35 = load i64, ptr %1, align 8
  %36 = load i64, ptr %2, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  store i64 %37, ptr %1, align 8
  %38 = load i8, ptr %11, align 1
  %39 = zext i8 %38 to i32
  %40 = load float, ptr %12, align 4
  %41 = fpext float %40 to double
  %42 = load i128, ptr %10, align 16
  %43 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.8, i32 noundef %39, double noundef %41, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef %42, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000)
  store i64 %43, ptr %2, align 8
  %44 = load i64, ptr %2, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.9, i64 noundef %44)
  %46 = load i64, ptr %1, align 8
  %47 = load i64, ptr %2, align 8
  %48 = call i64 @mixh(i64 noundef %46, i64 noundef %47)
  store i64 %48, ptr %1, align 8
  %49 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %49, i64 3, i1 false)
  %50 = load i64, ptr %13, align 8
  %51 = load [2 x i64], ptr %4, align 8
  %52 = load [2 x i64], ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %6, i64 40, i1 false)
  %53 = load [3 x double], ptr %7, align 8
  %54 = load [2 x float], ptr %8, align 4
  %55 = load [2 x fp128], ptr %9, align 16
  %56 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.10, i64 %50, [2 x i64] %51, [2 x i64] %52, ptr noundef %14, [3 x double] alignstack(8) %53, [2 x float] alignstack(8) %54, [2 x fp128] alignstack(16) %55)
  store i64 %56, ptr %2, align 8
  %57 = load i64, ptr %2, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.11, i64 noundef %57)
  %59 = load i64, ptr %1, align 8
  %60 = load i64, ptr %2, align 8
  %61 = call i64 @mixh(i64 noundef %59, i64 noundef %60)
  store i64 %61, ptr %1, align 8
  %62 = load i128, ptr %10, align 16
  %63 = load i128, ptr %10, align 16
  %64 = load [3 x double], ptr %7, align 8
  %65 = load [3 x double], ptr %7, align 8
  %66 = load [3 x double], ptr %7, align 8
  %67 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.12, i128 noundef %62, i32 noundef 27, i128 noundef %63, [3 x double] alignstack(8) %64, [3 x double] alignstack(8) %65, [3 x double] alignstack(8) %66, i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01)
  store i64 %67, ptr %2, align 8
  %68 = load i64, ptr %2, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.13, i64 noundef %68)
  %70 = load i64, ptr %1, align 8
  %71 = load i64, ptr %2, align 8
  %72 = call i64 @mixh(i64 noundef %70, i64 noundef %71)
  store i64 %72, ptr %1, align 8
  %73 = load [2 x i64], ptr %4, align 8
  %74 = load [2 x i64], ptr %4, align 8
  %75 = load [2 x i64], ptr %4, align 8
  %76 = load [2 x i64], ptr %4, align 8
  %77 = load [2 x i64], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %6, i64 40, i1 false)
  %78 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 %78, i64 3, i1 false)
  %79 = load i64, ptr %16, align 8
  %80 = load [2 x float], ptr %8, align 4
  %81 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.14, [2 x i64] %73, [2 x i64] %74, [2 x i64] %75, [2 x i64] %76, [2 x i64] %77, ptr noundef %15, i64 %79, [2 x float] alignstack(8) %80)
  store i64 %81, ptr %2, align 8
  %82 = load i64, ptr %2, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.15, i64 noundef %82)
  %84 = load i64, ptr %1, align 8
  %85 = load i64, ptr %2, align 8
  %86 = call i64 @mixh(i64 noundef %84, i64 noundef %85)
  store i64 %86, ptr %1, align 8
  %87 = call i64 (ptr, ...) @r_vfmt(ptr noundef @.str.16)
  store i64 %87, ptr %2, align 8
  %88 = load i64, ptr %2, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.17, i64 noundef %88)
  %90 = load i64, ptr %1, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i64 @mixh(i64 noundef %90, i64 noundef %91)
  store i64 %92, ptr %1, align 8
  %93 = load [2 x float], ptr %8, align 4
  %94 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) %93, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6)
  store i64 %94, ptr %2, align 8
  %95 = load i64, ptr %2, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.18, i64 noundef %95)
  %97 = load i64, ptr %1, align 8
  %98 = load i64, ptr %2, align 8
  %99 = call i64 @mixh(i64 noundef %97, i64 noundef %98)
  store i64 %99, ptr %1, align 8
  %100 = load [2 x float], ptr %8, align 4
  %101 = call i64 (i32, double, fp128, [2 x float], ...) @r_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) %100, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18)
  store i64 %101, ptr %2, align 8
  %102 = load i64, ptr %2, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.19, i64 noundef %102)
  %104 = load i64, ptr %1, align 8
  %105 = load i64, ptr %2, align 8
  %106 = call i64 @mixh(i64 noundef %104, i64 noundef %105)
  store i64 %106, ptr %1, align 8
  store volatile ptr @r_vfmt, ptr %17, align 8
  %107 = load volatile ptr, ptr %17, align 8
  %108 = call i64 (ptr, ...) %107(ptr noundef @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01)
  store i64 %108, ptr %2, align 8
  %109 = load i64, ptr %2, align 8
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.21, i64 noundef %109)
  %111 = load i64, ptr %1, align 8
  %112 = load i64, ptr %2, align 8
  %113 = call i64 @mixh(i64 noundef %111, i64 noundef %112)
  store i64 %113, ptr %1, align 8
  %114 = getelementptr inbounds [200 x i8], ptr %18, i64 0, i64 0
  %115 = call i32 (ptr, i64, ptr, ...) @r_fmt(ptr noundef %114, i64 noundef 200, ptr noundef @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  store i32 %115, ptr %19, align 4
  %116 = load i32, ptr %19, align 4
  %117 = getelementptr inbounds [200 x i8], ptr %18, i64 0, i64 0
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %116, ptr noundef %117)
  %119 = load i64, ptr %1, align 8
  %120 = load i32, ptr %19, align 4
  %121 = sext i32 %120 to i64
  %122 = call i64 @mixh(i64 noundef %119, i64 noundef %121)
  store i64 %122, ptr %1, align 8
  call void (ptr, ...) @r_say(ptr noundef @.str.25, ptr noundef @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %123 = load i64, ptr %1, align 8
  ret i64 %123
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @r_drive_other() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S16, align 8
  %5 = alloca %struct.MixDL, align 8
  %6 = alloca %struct.Big, align 8
  %7 = alloca %struct.D3, align 8
  %8 = alloca %struct.F2, align 4
  %9 = alloca %struct.LD2, align 16
  %10 = alloca i128, align 16
  %11 = alloca i8, align 1
  %12 = alloca float, align 4
  %13 = alloca i64, align 8
  %14 = alloca %struct.Big, align 8
  %15 = alloca %struct.Big, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [200 x i8], align 1
  %19 = alloca i32, align 4
  store i64 0, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.r_drive_other.s3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.r_drive_other.s16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.r_drive_other.mdl, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 40, i1 false)
  %20 = getelementptr inbounds %struct.Big, ptr %6, i32 0, i32 0
  %21 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 0
  store i64 8, ptr %21, align 8
  %22 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 1
  store i64 9, ptr %22, align 8
  %23 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 2
  store i64 -10, ptr %23, align 8
  %24 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 3
  store i64 11, ptr %24, align 8
  %25 = getelementptr inbounds [5 x i64], ptr %20, i32 0, i32 4
  store i64 12, ptr %25, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.r_drive_other.d3, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.r_drive_other.f2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.r_drive_other.ld2, i64 32, i1 false)
  store i128 -368934881474191032299, ptr %10, align 16
  store i8 -22, ptr %11, align 1
  store float 2.350000e+01, ptr %12, align 4
  %26 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  store i64 %26, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.5, i64 noundef %27)
  %29 = load i64, ptr %1, align 8
  %30 = load i64, ptr %2, align 8
  %31 = call i64 @mixh(i64 noundef %29, i64 noundef %30)
  store i64 %31, ptr %1, align 8
  %32 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.6, i64 noundef 1, double noundef 5.000000e-01, i64 noundef -2, double noundef 1.500000e+00, i64 noundef 3, double noundef 2.500000e+00, i64 noundef -4, double noundef 3.500000e+00, i64 noundef 5, double noundef 4.500000e+00, i64 noundef 6, double noundef 5.500000e+00, i64 noundef 7, double noundef 6.500000e+00, i64 noundef 8, double noundef 7.500000e+00, i64 noundef 9, double noundef 8.500000e+00, i64 noundef -10, double noundef 9.500000e+00, i64 noundef 11)
  store i64 %32, ptr %2, align 8
  %33 = load i64, ptr %2, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.7, i64 noundef %33)
  %35 = load i64, ptr %1, align 8
  %36 = load i64, ptr %2, align 8
  %37 = call i64 @mixh(i64 noundef %35, i64 noundef %36)
  store i64 %37, ptr %1, align 8
  %38 = load i8, ptr %11, align 1
  %39 = zext i8 %38 to i32
  %40 = load float, ptr %12, align 4
  %41 = fpext float %40 to double
  %42 = load i128, ptr %10, align 16
  %43 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.8, i32 noundef %39, double noundef %41, fp128 noundef 0xL00000000000000004003840000000000, i128 noundef %42, i32 noundef 25, fp128 noundef 0xL0000000000000000C003A20000000000)
  store i64 %43, ptr %2, align 8
  %44 = load i64, ptr %2, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.9, i64 noundef %44)
  %46 = load i64, ptr %1, align 8
  %47 = load i64, ptr %2, align 8
  %48 = call i64 @mixh(i64 noundef %46, i64 noundef %47)
  store i64 %48, ptr %1, align 8
  %49 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %49, i64 3, i1 false)
  %50 = load i64, ptr %13, align 8
  %51 = load [2 x i64], ptr %4, align 8
  %52 = load [2 x i64], ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %6, i64 40, i1 false)
  %53 = load [3 x double], ptr %7, align 8
  %54 = load [2 x float], ptr %8, align 4
  %55 = load [2 x fp128], ptr %9, align 16
  %56 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.10, i64 %50, [2 x i64] %51, [2 x i64] %52, ptr noundef %14, [3 x double] alignstack(8) %53, [2 x float] alignstack(8) %54, [2 x fp128] alignstack(16) %55)
  store i64 %56, ptr %2, align 8
  %57 = load i64, ptr %2, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.11, i64 noundef %57)
  %59 = load i64, ptr %1, align 8
  %60 = load i64, ptr %2, align 8
  %61 = call i64 @mixh(i64 noundef %59, i64 noundef %60)
  store i64 %61, ptr %1, align 8
  %62 = load i128, ptr %10, align 16
  %63 = load i128, ptr %10, align 16
  %64 = load [3 x double], ptr %7, align 8
  %65 = load [3 x double], ptr %7, align 8
  %66 = load [3 x double], ptr %7, align 8
  %67 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.12, i128 noundef %62, i32 noundef 27, i128 noundef %63, [3 x double] alignstack(8) %64, [3 x double] alignstack(8) %65, [3 x double] alignstack(8) %66, i64 noundef 28, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004001400000000000, fp128 noundef 0xL00000000000000004001800000000000, fp128 noundef 0xL00000000000000004001C00000000000, fp128 noundef 0xL00000000000000004002000000000000, fp128 noundef 0xL00000000000000004002200000000000, double noundef 2.950000e+01)
  store i64 %67, ptr %2, align 8
  %68 = load i64, ptr %2, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.13, i64 noundef %68)
  %70 = load i64, ptr %1, align 8
  %71 = load i64, ptr %2, align 8
  %72 = call i64 @mixh(i64 noundef %70, i64 noundef %71)
  store i64 %72, ptr %1, align 8
  %73 = load [2 x i64], ptr %4, align 8
  %74 = load [2 x i64], ptr %4, align 8
  %75 = load [2 x i64], ptr %4, align 8
  %76 = load [2 x i64], ptr %4, align 8
  %77 = load [2 x i64], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %6, i64 40, i1 false)
  %78 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 %78, i64 3, i1 false)
  %79 = load i64, ptr %16, align 8
  %80 = load [2 x float], ptr %8, align 4
  %81 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.14, [2 x i64] %73, [2 x i64] %74, [2 x i64] %75, [2 x i64] %76, [2 x i64] %77, ptr noundef %15, i64 %79, [2 x float] alignstack(8) %80)
  store i64 %81, ptr %2, align 8
  %82 = load i64, ptr %2, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.15, i64 noundef %82)
  %84 = load i64, ptr %1, align 8
  %85 = load i64, ptr %2, align 8
  %86 = call i64 @mixh(i64 noundef %84, i64 noundef %85)
  store i64 %86, ptr %1, align 8
  %87 = call i64 (ptr, ...) @g_vfmt(ptr noundef @.str.16)
  store i64 %87, ptr %2, align 8
  %88 = load i64, ptr %2, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.17, i64 noundef %88)
  %90 = load i64, ptr %1, align 8
  %91 = load i64, ptr %2, align 8
  %92 = call i64 @mixh(i64 noundef %90, i64 noundef %91)
  store i64 %92, ptr %1, align 8
  %93 = load [2 x float], ptr %8, align 4
  %94 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 3, double noundef 3.050000e+01, fp128 noundef 0xL00000000000000004003F40000000000, [2 x float] alignstack(8) %93, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6)
  store i64 %94, ptr %2, align 8
  %95 = load i64, ptr %2, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.18, i64 noundef %95)
  %97 = load i64, ptr %1, align 8
  %98 = load i64, ptr %2, align 8
  %99 = call i64 @mixh(i64 noundef %97, i64 noundef %98)
  store i64 %99, ptr %1, align 8
  %100 = load [2 x float], ptr %8, align 4
  %101 = call i64 (i32, double, fp128, [2 x float], ...) @g_vnamed(i32 noundef 9, double noundef 5.000000e-01, fp128 noundef 0xL0000000000000000BFFE000000000000, [2 x float] alignstack(8) %100, double noundef 1.000000e+00, i64 noundef 2, double noundef 3.000000e+00, i64 noundef 4, double noundef 5.000000e+00, i64 noundef 6, double noundef 7.000000e+00, i64 noundef 8, double noundef 9.000000e+00, i64 noundef 10, double noundef 1.100000e+01, i64 noundef 12, double noundef 1.300000e+01, i64 noundef 14, double noundef 1.500000e+01, i64 noundef 16, double noundef 1.700000e+01, i64 noundef 18)
  store i64 %101, ptr %2, align 8
  %102 = load i64, ptr %2, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.19, i64 noundef %102)
  %104 = load i64, ptr %1, align 8
  %105 = load i64, ptr %2, align 8
  %106 = call i64 @mixh(i64 noundef %104, i64 noundef %105)
  store i64 %106, ptr %1, align 8
  store volatile ptr @g_vfmt, ptr %17, align 8
  %107 = load volatile ptr, ptr %17, align 8
  %108 = call i64 (ptr, ...) %107(ptr noundef @.str.20, double noundef 3.250000e+01, i32 noundef 122, i32 noundef -33, double noundef -3.475000e+01)
  store i64 %108, ptr %2, align 8
  %109 = load i64, ptr %2, align 8
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.21, i64 noundef %109)
  %111 = load i64, ptr %1, align 8
  %112 = load i64, ptr %2, align 8
  %113 = call i64 @mixh(i64 noundef %111, i64 noundef %112)
  store i64 %113, ptr %1, align 8
  %114 = getelementptr inbounds [200 x i8], ptr %18, i64 0, i64 0
  %115 = call i32 (ptr, i64, ptr, ...) @g_fmt(ptr noundef %114, i64 noundef 200, ptr noundef @.str.22, i32 noundef -35, i64 noundef 36, double noundef 3.712500e+01, ptr noundef @.str.23, i32 noundef 81, fp128 noundef 0xL00000000000000004004340000000000, i32 noundef 2748, i64 noundef -39, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  store i32 %115, ptr %19, align 4
  %116 = load i32, ptr %19, align 4
  %117 = getelementptr inbounds [200 x i8], ptr %18, i64 0, i64 0
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %116, ptr noundef %117)
  %119 = load i64, ptr %1, align 8
  %120 = load i32, ptr %19, align 4
  %121 = sext i32 %120 to i64
  %122 = call i64 @mixh(i64 noundef %119, i64 noundef %121)
  store i64 %122, ptr %1, align 8
  call void (ptr, ...) @g_say(ptr noundef @.str.25, ptr noundef @.str.26, i32 noundef 40, fp128 noundef 0xL000000000000000040044C0000000000, double noundef 4.225000e+01, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %123 = load i64, ptr %1, align 8
  ret i64 %123
}

declare i64 @g_vfmt(ptr noundef, ...) #3

declare i64 @g_vnamed(i32 noundef, double noundef, fp128 noundef, [2 x float] alignstack(8), ...) #3

declare i32 @g_fmt(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare void @g_say(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.27)
  %5 = call i64 @r_drive_self()
  %6 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  store i64 %5, ptr %6, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.28)
  %8 = call i64 @r_drive_other()
  %9 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  store i64 %8, ptr %9, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.29)
  %11 = call i64 @g_drive_other()
  %12 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  store i64 %11, ptr %12, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
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
  %41 = select i1 %39, ptr @.str.32, ptr @.str.33
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i64 noundef %37, ptr noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = icmp ne i32 %43, 0
  %45 = xor i1 %44, true
  %46 = zext i1 %45 to i32
  ret i32 %46
}

declare i64 @g_drive_other() #3

declare i64 @g_drive_self() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }

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
