; ModuleID = 'tests/programs/gauss_float.c'
source_filename = "tests/programs/gauss_float.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"singular\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"x[%d] = %.10f\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"simpson x^3-2x+1 on [0,2] = %.10f\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"simpson 4/(1+x^2) = %.10f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"derivative of f1 at 1.3 = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"newton root = %.10f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"float iter = %.5f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [7 x double]], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %50, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 6
  br i1 %15, label %16, label %53

16:                                               ; preds = %13
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %39, %16
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %42

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %21, %22
  %24 = add nsw i32 %23, 1
  %25 = sitofp i32 %24 to double
  %26 = fdiv double 1.000000e+00, %25
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %5, align 4
  %29 = icmp eq i32 %27, %28
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, double 1.000000e+00, double 0.000000e+00
  %32 = fadd double %26, %31
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [6 x [7 x double]], ptr %2, i64 0, i64 %34
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x double], ptr %35, i64 0, i64 %37
  store double %32, ptr %38, align 8
  br label %39

39:                                               ; preds = %20
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %17, !llvm.loop !5

42:                                               ; preds = %17
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  %45 = sitofp i32 %44 to double
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x [7 x double]], ptr %2, i64 0, i64 %47
  %49 = getelementptr inbounds [7 x double], ptr %48, i64 0, i64 6
  store double %45, ptr %49, align 8
  br label %50

50:                                               ; preds = %42
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %13, !llvm.loop !7

53:                                               ; preds = %13
  %54 = getelementptr inbounds [6 x [7 x double]], ptr %2, i64 0, i64 0
  %55 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 0
  %56 = call i32 @solve(ptr noundef %54, ptr noundef %55)
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %53
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  store i32 1, ptr %1, align 4
  br label %131

60:                                               ; preds = %53
  store i32 0, ptr %6, align 4
  br label %61

61:                                               ; preds = %71, %60
  %62 = load i32, ptr %6, align 4
  %63 = icmp slt i32 %62, 6
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65, double noundef %69)
  br label %71

71:                                               ; preds = %64
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %61, !llvm.loop !8

74:                                               ; preds = %61
  %75 = call double @simpson(ptr noundef @f1, double noundef 0.000000e+00, double noundef 2.000000e+00, i32 noundef 100)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %75)
  %77 = call double @simpson(ptr noundef @f2, double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef 1000)
  %78 = fmul double 4.000000e+00, %77
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %78)
  store double 1.000000e-05, ptr %7, align 8
  store double 1.300000e+00, ptr %8, align 8
  %80 = load double, ptr %8, align 8
  %81 = load double, ptr %7, align 8
  %82 = fadd double %80, %81
  %83 = call double @f1(double noundef %82)
  %84 = load double, ptr %8, align 8
  %85 = load double, ptr %7, align 8
  %86 = fsub double %84, %85
  %87 = call double @f1(double noundef %86)
  %88 = fsub double %83, %87
  %89 = load double, ptr %7, align 8
  %90 = fmul double 2.000000e+00, %89
  %91 = fdiv double %88, %90
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %91)
  store double 1.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %110, %74
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 50
  br i1 %95, label %96, label %113

96:                                               ; preds = %93
  %97 = load double, ptr %9, align 8
  %98 = load double, ptr %9, align 8
  %99 = fadd double %98, 5.000000e-01
  %100 = call double @f1(double noundef %99)
  %101 = load double, ptr %9, align 8
  %102 = fadd double %101, 5.000000e-01
  %103 = fmul double 3.000000e+00, %102
  %104 = load double, ptr %9, align 8
  %105 = fadd double %104, 5.000000e-01
  %106 = fmul double %103, %105
  %107 = fsub double %106, 2.000000e+00
  %108 = fdiv double %100, %107
  %109 = fsub double %97, %108
  store double %109, ptr %9, align 8
  br label %110

110:                                              ; preds = %96
  %111 = load i32, ptr %10, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %10, align 4
  br label %93, !llvm.loop !9

113:                                              ; preds = %93
  %114 = load double, ptr %9, align 8
  %115 = fadd double %114, 5.000000e-01
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %115)
  store float 1.000000e+00, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %117

117:                                              ; preds = %124, %113
  %118 = load i32, ptr %12, align 4
  %119 = icmp slt i32 %118, 20
  br i1 %119, label %120, label %127

120:                                              ; preds = %117
  %121 = load float, ptr %11, align 4
  %122 = fmul float %121, 0x3FF19999A0000000
  %123 = fsub float %122, 0x3FA99999A0000000
  store float %123, ptr %11, align 4
  br label %124

124:                                              ; preds = %120
  %125 = load i32, ptr %12, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %12, align 4
  br label %117, !llvm.loop !10

127:                                              ; preds = %117
  %128 = load float, ptr %11, align 4
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %129)
  store i32 0, ptr %1, align 4
  br label %131

131:                                              ; preds = %127, %58
  %132 = load i32, ptr %1, align 4
  ret i32 %132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %165, %2
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %168

20:                                               ; preds = %17
  %21 = load i32, ptr %6, align 4
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %8, align 4
  br label %24

24:                                               ; preds = %50, %20
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %25, 6
  br i1 %26, label %27, label %53

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [7 x double], ptr %28, i64 %30
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x double], ptr %31, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x double], ptr %37, i64 %39
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [7 x double], ptr %40, i64 0, i64 %42
  %44 = load double, ptr %43, align 8
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp ogt double %36, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %27
  %48 = load i32, ptr %8, align 4
  store i32 %48, ptr %7, align 4
  br label %49

49:                                               ; preds = %47, %27
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %24, !llvm.loop !11

53:                                               ; preds = %24
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x double], ptr %54, i64 %56
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [7 x double], ptr %57, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp olt double %62, 0x3D719799812DEA11
  br i1 %63, label %64, label %65

64:                                               ; preds = %53
  store i32 0, ptr %3, align 4
  br label %223

65:                                               ; preds = %53
  %66 = load i32, ptr %7, align 4
  %67 = load i32, ptr %6, align 4
  %68 = icmp ne i32 %66, %67
  br i1 %68, label %69, label %109

69:                                               ; preds = %65
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %105, %69
  %71 = load i32, ptr %9, align 4
  %72 = icmp sle i32 %71, 6
  br i1 %72, label %73, label %108

73:                                               ; preds = %70
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [7 x double], ptr %74, i64 %76
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x double], ptr %77, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  store double %81, ptr %10, align 8
  %82 = load ptr, ptr %4, align 8
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [7 x double], ptr %82, i64 %84
  %86 = load i32, ptr %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [7 x double], ptr %85, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %6, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [7 x double], ptr %90, i64 %92
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [7 x double], ptr %93, i64 0, i64 %95
  store double %89, ptr %96, align 8
  %97 = load double, ptr %10, align 8
  %98 = load ptr, ptr %4, align 8
  %99 = load i32, ptr %7, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [7 x double], ptr %98, i64 %100
  %102 = load i32, ptr %9, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [7 x double], ptr %101, i64 0, i64 %103
  store double %97, ptr %104, align 8
  br label %105

105:                                              ; preds = %73
  %106 = load i32, ptr %9, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %9, align 4
  br label %70, !llvm.loop !12

108:                                              ; preds = %70
  br label %109

109:                                              ; preds = %108, %65
  %110 = load i32, ptr %6, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %11, align 4
  br label %112

112:                                              ; preds = %161, %109
  %113 = load i32, ptr %11, align 4
  %114 = icmp slt i32 %113, 6
  br i1 %114, label %115, label %164

115:                                              ; preds = %112
  %116 = load ptr, ptr %4, align 8
  %117 = load i32, ptr %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [7 x double], ptr %116, i64 %118
  %120 = load i32, ptr %6, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [7 x double], ptr %119, i64 0, i64 %121
  %123 = load double, ptr %122, align 8
  %124 = load ptr, ptr %4, align 8
  %125 = load i32, ptr %6, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [7 x double], ptr %124, i64 %126
  %128 = load i32, ptr %6, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [7 x double], ptr %127, i64 0, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = fdiv double %123, %131
  store double %132, ptr %12, align 8
  %133 = load i32, ptr %6, align 4
  store i32 %133, ptr %13, align 4
  br label %134

134:                                              ; preds = %157, %115
  %135 = load i32, ptr %13, align 4
  %136 = icmp sle i32 %135, 6
  br i1 %136, label %137, label %160

137:                                              ; preds = %134
  %138 = load double, ptr %12, align 8
  %139 = load ptr, ptr %4, align 8
  %140 = load i32, ptr %6, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [7 x double], ptr %139, i64 %141
  %143 = load i32, ptr %13, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [7 x double], ptr %142, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  %147 = fmul double %138, %146
  %148 = load ptr, ptr %4, align 8
  %149 = load i32, ptr %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [7 x double], ptr %148, i64 %150
  %152 = load i32, ptr %13, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [7 x double], ptr %151, i64 0, i64 %153
  %155 = load double, ptr %154, align 8
  %156 = fsub double %155, %147
  store double %156, ptr %154, align 8
  br label %157

157:                                              ; preds = %137
  %158 = load i32, ptr %13, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %13, align 4
  br label %134, !llvm.loop !13

160:                                              ; preds = %134
  br label %161

161:                                              ; preds = %160
  %162 = load i32, ptr %11, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %11, align 4
  br label %112, !llvm.loop !14

164:                                              ; preds = %112
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %6, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %6, align 4
  br label %17, !llvm.loop !15

168:                                              ; preds = %17
  store i32 5, ptr %14, align 4
  br label %169

169:                                              ; preds = %219, %168
  %170 = load i32, ptr %14, align 4
  %171 = icmp sge i32 %170, 0
  br i1 %171, label %172, label %222

172:                                              ; preds = %169
  %173 = load ptr, ptr %4, align 8
  %174 = load i32, ptr %14, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [7 x double], ptr %173, i64 %175
  %177 = getelementptr inbounds [7 x double], ptr %176, i64 0, i64 6
  %178 = load double, ptr %177, align 8
  store double %178, ptr %15, align 8
  %179 = load i32, ptr %14, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %16, align 4
  br label %181

181:                                              ; preds = %201, %172
  %182 = load i32, ptr %16, align 4
  %183 = icmp slt i32 %182, 6
  br i1 %183, label %184, label %204

184:                                              ; preds = %181
  %185 = load ptr, ptr %4, align 8
  %186 = load i32, ptr %14, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [7 x double], ptr %185, i64 %187
  %189 = load i32, ptr %16, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [7 x double], ptr %188, i64 0, i64 %190
  %192 = load double, ptr %191, align 8
  %193 = load ptr, ptr %5, align 8
  %194 = load i32, ptr %16, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds double, ptr %193, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = fmul double %192, %197
  %199 = load double, ptr %15, align 8
  %200 = fsub double %199, %198
  store double %200, ptr %15, align 8
  br label %201

201:                                              ; preds = %184
  %202 = load i32, ptr %16, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %16, align 4
  br label %181, !llvm.loop !16

204:                                              ; preds = %181
  %205 = load double, ptr %15, align 8
  %206 = load ptr, ptr %4, align 8
  %207 = load i32, ptr %14, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [7 x double], ptr %206, i64 %208
  %210 = load i32, ptr %14, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [7 x double], ptr %209, i64 0, i64 %211
  %213 = load double, ptr %212, align 8
  %214 = fdiv double %205, %213
  %215 = load ptr, ptr %5, align 8
  %216 = load i32, ptr %14, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds double, ptr %215, i64 %217
  store double %214, ptr %218, align 8
  br label %219

219:                                              ; preds = %204
  %220 = load i32, ptr %14, align 4
  %221 = add nsw i32 %220, -1
  store i32 %221, ptr %14, align 4
  br label %169, !llvm.loop !17

222:                                              ; preds = %169
  store i32 1, ptr %3, align 4
  br label %223

223:                                              ; preds = %222, %64
  %224 = load i32, ptr %3, align 4
  ret i32 %224
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @simpson(ptr noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %12 = load double, ptr %7, align 8
  %13 = load double, ptr %6, align 8
  %14 = fsub double %12, %13
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv double %14, %16
  store double %17, ptr %9, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = call double %18(double noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = load double, ptr %7, align 8
  %23 = call double %21(double noundef %22)
  %24 = fadd double %20, %23
  store double %24, ptr %10, align 8
  store i32 1, ptr %11, align 4
  br label %25

25:                                               ; preds = %47, %4
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8
  %31 = load double, ptr %6, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sitofp i32 %32 to double
  %34 = load double, ptr %9, align 8
  %35 = fmul double %33, %34
  %36 = fadd double %31, %35
  %37 = call double %30(double noundef %36)
  %38 = load i32, ptr %11, align 4
  %39 = srem i32 %38, 2
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 4, i32 2
  %43 = sitofp i32 %42 to double
  %44 = fmul double %37, %43
  %45 = load double, ptr %10, align 8
  %46 = fadd double %45, %44
  store double %46, ptr %10, align 8
  br label %47

47:                                               ; preds = %29
  %48 = load i32, ptr %11, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %11, align 4
  br label %25, !llvm.loop !18

50:                                               ; preds = %25
  %51 = load double, ptr %10, align 8
  %52 = load double, ptr %9, align 8
  %53 = fmul double %51, %52
  %54 = fdiv double %53, 3.000000e+00
  ret double %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f1(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = load double, ptr %2, align 8
  %7 = fmul double %5, %6
  %8 = load double, ptr %2, align 8
  %9 = fmul double 2.000000e+00, %8
  %10 = fsub double %7, %9
  %11 = fadd double %10, 1.000000e+00
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = fadd double 1.000000e+00, %5
  %7 = fdiv double 1.000000e+00, %6
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
