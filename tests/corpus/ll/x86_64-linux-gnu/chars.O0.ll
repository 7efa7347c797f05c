; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"sc=%d uc=%d sc+uc=%d sc*2=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"wrap: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"compare: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [53 x i8] c"Hello, World! 123 The Quick Brown Fox.\09Tabs\0ANewlines\00", align 1
@.str.5 = private unnamed_addr constant [61 x i8] c"hist: upper %d lower %d digit %d space %d punct %d other %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"Attack at Dawn, Zebra!\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"rot13: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"back: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"upper: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"parse: %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"  42\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"-9876\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"+12abc\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"all bytes sum = %u\0A\00", align 1
@__const.main.hex = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 16
@.str.15 = private unnamed_addr constant [9 x i8] c"1f2E3d4C\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"hex parse = %llu\0A\00", align 1
@.str.17 = private unnamed_addr constant [29 x i8] c"char constants: %d %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [31 x i8] c"multichar-free escapes: %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca [6 x i32], align 16
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i8, align 1
  %10 = alloca [64 x i8], align 16
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca [17 x i8], align 16
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i8 -100, ptr %2, align 1
  store i8 -56, ptr %3, align 1
  %20 = load i8, ptr %2, align 1
  %21 = sext i8 %20 to i32
  %22 = load i8, ptr %3, align 1
  %23 = zext i8 %22 to i32
  %24 = load i8, ptr %2, align 1
  %25 = sext i8 %24 to i32
  %26 = load i8, ptr %3, align 1
  %27 = zext i8 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = load i8, ptr %2, align 1
  %30 = sext i8 %29 to i32
  %31 = mul nsw i32 %30, 2
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21, i32 noundef %23, i32 noundef %28, i32 noundef %31)
  %33 = load i8, ptr %2, align 1
  %34 = sext i8 %33 to i32
  %35 = sub nsw i32 %34, 100
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %4, align 1
  %37 = load i8, ptr %3, align 1
  %38 = zext i8 %37 to i32
  %39 = add nsw i32 %38, 100
  %40 = trunc i32 %39 to i8
  store i8 %40, ptr %5, align 1
  %41 = load i8, ptr %4, align 1
  %42 = sext i8 %41 to i32
  %43 = load i8, ptr %5, align 1
  %44 = zext i8 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -64, i32 noundef 64)
  %47 = load i8, ptr %2, align 1
  %48 = sext i8 %47 to i32
  %49 = load i8, ptr %3, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp slt i32 %48, %50
  %52 = zext i1 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef 1)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 24, i1 false)
  store ptr @.str.4, ptr %7, align 8
  %54 = load ptr, ptr %7, align 8
  store ptr %54, ptr %8, align 8
  br label %55

55:                                               ; preds = %145, %0
  %56 = load ptr, ptr %8, align 8
  %57 = load i8, ptr %56, align 1
  %58 = icmp ne i8 %57, 0
  br i1 %58, label %59, label %148

59:                                               ; preds = %55
  %60 = load ptr, ptr %8, align 8
  %61 = load i8, ptr %60, align 1
  store i8 %61, ptr %9, align 1
  %62 = call ptr @__ctype_b_loc() #7
  %63 = load ptr, ptr %62, align 8
  %64 = load i8, ptr %9, align 1
  %65 = zext i8 %64 to i32
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i16, ptr %63, i64 %66
  %68 = load i16, ptr %67, align 2
  %69 = zext i16 %68 to i32
  %70 = and i32 %69, 256
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %59
  %73 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %74 = load i32, ptr %73, align 16
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 16
  br label %144

76:                                               ; preds = %59
  %77 = call ptr @__ctype_b_loc() #7
  %78 = load ptr, ptr %77, align 8
  %79 = load i8, ptr %9, align 1
  %80 = zext i8 %79 to i32
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i16, ptr %78, i64 %81
  %83 = load i16, ptr %82, align 2
  %84 = zext i16 %83 to i32
  %85 = and i32 %84, 512
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %76
  %88 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 1
  %89 = load i32, ptr %88, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %88, align 4
  br label %143

91:                                               ; preds = %76
  %92 = call ptr @__ctype_b_loc() #7
  %93 = load ptr, ptr %92, align 8
  %94 = load i8, ptr %9, align 1
  %95 = zext i8 %94 to i32
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i16, ptr %93, i64 %96
  %98 = load i16, ptr %97, align 2
  %99 = zext i16 %98 to i32
  %100 = and i32 %99, 2048
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %106

102:                                              ; preds = %91
  %103 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 2
  %104 = load i32, ptr %103, align 8
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %103, align 8
  br label %142

106:                                              ; preds = %91
  %107 = call ptr @__ctype_b_loc() #7
  %108 = load ptr, ptr %107, align 8
  %109 = load i8, ptr %9, align 1
  %110 = zext i8 %109 to i32
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i16, ptr %108, i64 %111
  %113 = load i16, ptr %112, align 2
  %114 = zext i16 %113 to i32
  %115 = and i32 %114, 8192
  %116 = icmp ne i32 %115, 0
  br i1 %116, label %117, label %121

117:                                              ; preds = %106
  %118 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 3
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %118, align 4
  br label %141

121:                                              ; preds = %106
  %122 = call ptr @__ctype_b_loc() #7
  %123 = load ptr, ptr %122, align 8
  %124 = load i8, ptr %9, align 1
  %125 = zext i8 %124 to i32
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i16, ptr %123, i64 %126
  %128 = load i16, ptr %127, align 2
  %129 = zext i16 %128 to i32
  %130 = and i32 %129, 4
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %136

132:                                              ; preds = %121
  %133 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 4
  %134 = load i32, ptr %133, align 16
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %133, align 16
  br label %140

136:                                              ; preds = %121
  %137 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 5
  %138 = load i32, ptr %137, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %137, align 4
  br label %140

140:                                              ; preds = %136, %132
  br label %141

141:                                              ; preds = %140, %117
  br label %142

142:                                              ; preds = %141, %102
  br label %143

143:                                              ; preds = %142, %87
  br label %144

144:                                              ; preds = %143, %72
  br label %145

145:                                              ; preds = %144
  %146 = load ptr, ptr %8, align 8
  %147 = getelementptr inbounds i8, ptr %146, i32 1
  store ptr %147, ptr %8, align 8
  br label %55, !llvm.loop !6

148:                                              ; preds = %55
  %149 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %150 = load i32, ptr %149, align 16
  %151 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 1
  %152 = load i32, ptr %151, align 4
  %153 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 2
  %154 = load i32, ptr %153, align 8
  %155 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 3
  %156 = load i32, ptr %155, align 4
  %157 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 4
  %158 = load i32, ptr %157, align 16
  %159 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 5
  %160 = load i32, ptr %159, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %150, i32 noundef %152, i32 noundef %154, i32 noundef %156, i32 noundef %158, i32 noundef %160)
  %162 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %163 = call ptr @strcpy(ptr noundef %162, ptr noundef @.str.6) #8
  %164 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  call void @caesar(ptr noundef %164, i32 noundef 13)
  %165 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %165)
  %167 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  call void @caesar(ptr noundef %167, i32 noundef 13)
  %168 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %168)
  %170 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  store ptr %170, ptr %11, align 8
  br label %171

171:                                              ; preds = %182, %148
  %172 = load ptr, ptr %11, align 8
  %173 = load i8, ptr %172, align 1
  %174 = icmp ne i8 %173, 0
  br i1 %174, label %175, label %185

175:                                              ; preds = %171
  %176 = load ptr, ptr %11, align 8
  %177 = load i8, ptr %176, align 1
  %178 = zext i8 %177 to i32
  %179 = call i32 @toupper(i32 noundef %178) #9
  %180 = trunc i32 %179 to i8
  %181 = load ptr, ptr %11, align 8
  store i8 %180, ptr %181, align 1
  br label %182

182:                                              ; preds = %175
  %183 = load ptr, ptr %11, align 8
  %184 = getelementptr inbounds i8, ptr %183, i32 1
  store ptr %184, ptr %11, align 8
  br label %171, !llvm.loop !8

185:                                              ; preds = %171
  %186 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %186)
  %188 = call i32 @parse_int(ptr noundef @.str.11)
  %189 = call i32 @parse_int(ptr noundef @.str.12)
  %190 = call i32 @parse_int(ptr noundef @.str.13)
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %188, i32 noundef %189, i32 noundef %190)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %192

192:                                              ; preds = %209, %185
  %193 = load i32, ptr %13, align 4
  %194 = icmp slt i32 %193, 256
  br i1 %194, label %195, label %212

195:                                              ; preds = %192
  %196 = load i32, ptr %13, align 4
  %197 = trunc i32 %196 to i8
  store i8 %197, ptr %14, align 1
  %198 = load i32, ptr %13, align 4
  %199 = trunc i32 %198 to i8
  store i8 %199, ptr %15, align 1
  %200 = load i32, ptr %12, align 4
  %201 = mul i32 %200, 3
  %202 = load i8, ptr %14, align 1
  %203 = sext i8 %202 to i32
  %204 = add nsw i32 %203, 200
  %205 = add i32 %201, %204
  %206 = load i8, ptr %15, align 1
  %207 = zext i8 %206 to i32
  %208 = add i32 %205, %207
  store i32 %208, ptr %12, align 4
  br label %209

209:                                              ; preds = %195
  %210 = load i32, ptr %13, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %13, align 4
  br label %192, !llvm.loop !9

212:                                              ; preds = %192
  %213 = load i32, ptr %12, align 4
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %213)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.hex, i64 17, i1 false)
  store i64 0, ptr %17, align 8
  store ptr @.str.15, ptr %18, align 8
  br label %215

215:                                              ; preds = %236, %212
  %216 = load ptr, ptr %18, align 8
  %217 = load i8, ptr %216, align 1
  %218 = icmp ne i8 %217, 0
  br i1 %218, label %219, label %239

219:                                              ; preds = %215
  %220 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 0
  %221 = load ptr, ptr %18, align 8
  %222 = load i8, ptr %221, align 1
  %223 = zext i8 %222 to i32
  %224 = call i32 @tolower(i32 noundef %223) #9
  %225 = call ptr @strchr(ptr noundef %220, i32 noundef %224) #9
  %226 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 0
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = trunc i64 %229 to i32
  store i32 %230, ptr %19, align 4
  %231 = load i64, ptr %17, align 8
  %232 = mul i64 %231, 16
  %233 = load i32, ptr %19, align 4
  %234 = zext i32 %233 to i64
  %235 = add i64 %232, %234
  store i64 %235, ptr %17, align 8
  br label %236

236:                                              ; preds = %219
  %237 = load ptr, ptr %18, align 8
  %238 = getelementptr inbounds i8, ptr %237, i32 1
  store ptr %238, ptr %18, align 8
  br label %215, !llvm.loop !10

239:                                              ; preds = %215
  %240 = load i64, ptr %17, align 8
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %240)
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i32 noundef 0)
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef 255, i32 noundef -1)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @caesar(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  br label %5

5:                                                ; preds = %53, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %56

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = load i8, ptr %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %30

14:                                               ; preds = %9
  %15 = load ptr, ptr %3, align 8
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp sle i32 %17, 122
  br i1 %18, label %19, label %30

19:                                               ; preds = %14
  %20 = load ptr, ptr %3, align 8
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = sub nsw i32 %22, 97
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %23, %24
  %26 = srem i32 %25, 26
  %27 = add nsw i32 97, %26
  %28 = trunc i32 %27 to i8
  %29 = load ptr, ptr %3, align 8
  store i8 %28, ptr %29, align 1
  br label %52

30:                                               ; preds = %14, %9
  %31 = load ptr, ptr %3, align 8
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp sge i32 %33, 65
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8
  %37 = load i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp sle i32 %38, 90
  br i1 %39, label %40, label %51

40:                                               ; preds = %35
  %41 = load ptr, ptr %3, align 8
  %42 = load i8, ptr %41, align 1
  %43 = sext i8 %42 to i32
  %44 = sub nsw i32 %43, 65
  %45 = load i32, ptr %4, align 4
  %46 = add nsw i32 %44, %45
  %47 = srem i32 %46, 26
  %48 = add nsw i32 65, %47
  %49 = trunc i32 %48 to i8
  %50 = load ptr, ptr %3, align 8
  store i8 %49, ptr %50, align 1
  br label %51

51:                                               ; preds = %40, %35, %30
  br label %52

52:                                               ; preds = %51, %19
  br label %53

53:                                               ; preds = %52
  %54 = load ptr, ptr %3, align 8
  %55 = getelementptr inbounds i8, ptr %54, i32 1
  store ptr %55, ptr %3, align 8
  br label %5, !llvm.loop !11

56:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_int(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = call ptr @__ctype_b_loc() #7
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i16, ptr %7, i64 %11
  %13 = load i16, ptr %12, align 2
  %14 = zext i16 %13 to i32
  %15 = and i32 %14, 8192
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %5
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds i8, ptr %18, i32 1
  store ptr %19, ptr %2, align 8
  br label %5, !llvm.loop !12

20:                                               ; preds = %5
  %21 = load ptr, ptr %2, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 45
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = load ptr, ptr %2, align 8
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp eq i32 %28, 43
  br i1 %29, label %30, label %39

30:                                               ; preds = %25, %20
  %31 = load ptr, ptr %2, align 8
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp eq i32 %33, 45
  br i1 %34, label %35, label %36

35:                                               ; preds = %30
  store i32 -1, ptr %3, align 4
  br label %36

36:                                               ; preds = %35, %30
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %2, align 8
  br label %39

39:                                               ; preds = %36, %25
  br label %40

40:                                               ; preds = %52, %39
  %41 = call ptr @__ctype_b_loc() #7
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %2, align 8
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i16, ptr %42, i64 %46
  %48 = load i16, ptr %47, align 2
  %49 = zext i16 %48 to i32
  %50 = and i32 %49, 2048
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %61

52:                                               ; preds = %40
  %53 = load i32, ptr %4, align 4
  %54 = mul nsw i32 %53, 10
  %55 = load ptr, ptr %2, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 1
  store ptr %56, ptr %2, align 8
  %57 = load i8, ptr %55, align 1
  %58 = sext i8 %57 to i32
  %59 = sub nsw i32 %58, 48
  %60 = add nsw i32 %54, %59
  store i32 %60, ptr %4, align 4
  br label %40, !llvm.loop !13

61:                                               ; preds = %40
  %62 = load i32, ptr %3, align 4
  %63 = load i32, ptr %4, align 4
  %64 = mul nsw i32 %62, %63
  ret i32 %64
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
