; ModuleID = 'tests/programs/chars.c'
source_filename = "tests/programs/chars.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

55:                                               ; preds = %115, %0
  %56 = load ptr, ptr %8, align 8
  %57 = load i8, ptr %56, align 1
  %58 = icmp ne i8 %57, 0
  br i1 %58, label %59, label %118

59:                                               ; preds = %55
  %60 = load ptr, ptr %8, align 8
  %61 = load i8, ptr %60, align 1
  store i8 %61, ptr %9, align 1
  %62 = load i8, ptr %9, align 1
  %63 = zext i8 %62 to i32
  %64 = call i32 @isupper(i32 noundef %63) #7
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %59
  %67 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %68 = load i32, ptr %67, align 16
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %67, align 16
  br label %114

70:                                               ; preds = %59
  %71 = load i8, ptr %9, align 1
  %72 = zext i8 %71 to i32
  %73 = call i32 @islower(i32 noundef %72) #7
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %79

75:                                               ; preds = %70
  %76 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 1
  %77 = load i32, ptr %76, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %76, align 4
  br label %113

79:                                               ; preds = %70
  %80 = load i8, ptr %9, align 1
  %81 = zext i8 %80 to i32
  %82 = call i32 @isdigit(i32 noundef %81) #7
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %79
  %85 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 2
  %86 = load i32, ptr %85, align 8
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %85, align 8
  br label %112

88:                                               ; preds = %79
  %89 = load i8, ptr %9, align 1
  %90 = zext i8 %89 to i32
  %91 = call i32 @isspace(i32 noundef %90) #7
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %97

93:                                               ; preds = %88
  %94 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 3
  %95 = load i32, ptr %94, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %94, align 4
  br label %111

97:                                               ; preds = %88
  %98 = load i8, ptr %9, align 1
  %99 = zext i8 %98 to i32
  %100 = call i32 @ispunct(i32 noundef %99) #7
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %106

102:                                              ; preds = %97
  %103 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 4
  %104 = load i32, ptr %103, align 16
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %103, align 16
  br label %110

106:                                              ; preds = %97
  %107 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 5
  %108 = load i32, ptr %107, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %107, align 4
  br label %110

110:                                              ; preds = %106, %102
  br label %111

111:                                              ; preds = %110, %93
  br label %112

112:                                              ; preds = %111, %84
  br label %113

113:                                              ; preds = %112, %75
  br label %114

114:                                              ; preds = %113, %66
  br label %115

115:                                              ; preds = %114
  %116 = load ptr, ptr %8, align 8
  %117 = getelementptr inbounds i8, ptr %116, i32 1
  store ptr %117, ptr %8, align 8
  br label %55, !llvm.loop !5

118:                                              ; preds = %55
  %119 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 0
  %120 = load i32, ptr %119, align 16
  %121 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 1
  %122 = load i32, ptr %121, align 4
  %123 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 2
  %124 = load i32, ptr %123, align 8
  %125 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 3
  %126 = load i32, ptr %125, align 4
  %127 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 4
  %128 = load i32, ptr %127, align 16
  %129 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 5
  %130 = load i32, ptr %129, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %120, i32 noundef %122, i32 noundef %124, i32 noundef %126, i32 noundef %128, i32 noundef %130)
  %132 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %133 = call ptr @strcpy(ptr noundef %132, ptr noundef @.str.6) #8
  %134 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  call void @caesar(ptr noundef %134, i32 noundef 13)
  %135 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %135)
  %137 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  call void @caesar(ptr noundef %137, i32 noundef 13)
  %138 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %138)
  %140 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  store ptr %140, ptr %11, align 8
  br label %141

141:                                              ; preds = %152, %118
  %142 = load ptr, ptr %11, align 8
  %143 = load i8, ptr %142, align 1
  %144 = icmp ne i8 %143, 0
  br i1 %144, label %145, label %155

145:                                              ; preds = %141
  %146 = load ptr, ptr %11, align 8
  %147 = load i8, ptr %146, align 1
  %148 = zext i8 %147 to i32
  %149 = call i32 @toupper(i32 noundef %148) #7
  %150 = trunc i32 %149 to i8
  %151 = load ptr, ptr %11, align 8
  store i8 %150, ptr %151, align 1
  br label %152

152:                                              ; preds = %145
  %153 = load ptr, ptr %11, align 8
  %154 = getelementptr inbounds i8, ptr %153, i32 1
  store ptr %154, ptr %11, align 8
  br label %141, !llvm.loop !7

155:                                              ; preds = %141
  %156 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %156)
  %158 = call i32 @parse_int(ptr noundef @.str.11)
  %159 = call i32 @parse_int(ptr noundef @.str.12)
  %160 = call i32 @parse_int(ptr noundef @.str.13)
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %158, i32 noundef %159, i32 noundef %160)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %162

162:                                              ; preds = %179, %155
  %163 = load i32, ptr %13, align 4
  %164 = icmp slt i32 %163, 256
  br i1 %164, label %165, label %182

165:                                              ; preds = %162
  %166 = load i32, ptr %13, align 4
  %167 = trunc i32 %166 to i8
  store i8 %167, ptr %14, align 1
  %168 = load i32, ptr %13, align 4
  %169 = trunc i32 %168 to i8
  store i8 %169, ptr %15, align 1
  %170 = load i32, ptr %12, align 4
  %171 = mul i32 %170, 3
  %172 = load i8, ptr %14, align 1
  %173 = sext i8 %172 to i32
  %174 = add nsw i32 %173, 200
  %175 = add i32 %171, %174
  %176 = load i8, ptr %15, align 1
  %177 = zext i8 %176 to i32
  %178 = add i32 %175, %177
  store i32 %178, ptr %12, align 4
  br label %179

179:                                              ; preds = %165
  %180 = load i32, ptr %13, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %13, align 4
  br label %162, !llvm.loop !8

182:                                              ; preds = %162
  %183 = load i32, ptr %12, align 4
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %183)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.hex, i64 17, i1 false)
  store i64 0, ptr %17, align 8
  store ptr @.str.15, ptr %18, align 8
  br label %185

185:                                              ; preds = %206, %182
  %186 = load ptr, ptr %18, align 8
  %187 = load i8, ptr %186, align 1
  %188 = icmp ne i8 %187, 0
  br i1 %188, label %189, label %209

189:                                              ; preds = %185
  %190 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 0
  %191 = load ptr, ptr %18, align 8
  %192 = load i8, ptr %191, align 1
  %193 = zext i8 %192 to i32
  %194 = call i32 @tolower(i32 noundef %193) #7
  %195 = call ptr @strchr(ptr noundef %190, i32 noundef %194) #8
  %196 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 0
  %197 = ptrtoint ptr %195 to i64
  %198 = ptrtoint ptr %196 to i64
  %199 = sub i64 %197, %198
  %200 = trunc i64 %199 to i32
  store i32 %200, ptr %19, align 4
  %201 = load i64, ptr %17, align 8
  %202 = mul i64 %201, 16
  %203 = load i32, ptr %19, align 4
  %204 = zext i32 %203 to i64
  %205 = add i64 %202, %204
  store i64 %205, ptr %17, align 8
  br label %206

206:                                              ; preds = %189
  %207 = load ptr, ptr %18, align 8
  %208 = getelementptr inbounds i8, ptr %207, i32 1
  store ptr %208, ptr %18, align 8
  br label %185, !llvm.loop !9

209:                                              ; preds = %185
  %210 = load i64, ptr %17, align 8
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %210)
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef 65, i32 noundef 10, i32 noundef 127, i64 noundef 0)
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef 255, i32 noundef -1)
  ret i32 0
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @islower(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @ispunct(i32 noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #3

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
  br label %5, !llvm.loop !10

56:                                               ; preds = %5
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @toupper(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_int(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %11, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = call i32 @isspace(i32 noundef %8) #7
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %2, align 8
  br label %5, !llvm.loop !11

14:                                               ; preds = %5
  %15 = load ptr, ptr %2, align 8
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp eq i32 %17, 45
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = load ptr, ptr %2, align 8
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 43
  br i1 %23, label %24, label %33

24:                                               ; preds = %19, %14
  %25 = load ptr, ptr %2, align 8
  %26 = load i8, ptr %25, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 45
  br i1 %28, label %29, label %30

29:                                               ; preds = %24
  store i32 -1, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %24
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %2, align 8
  br label %33

33:                                               ; preds = %30, %19
  br label %34

34:                                               ; preds = %40, %33
  %35 = load ptr, ptr %2, align 8
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = call i32 @isdigit(i32 noundef %37) #7
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %34
  %41 = load i32, ptr %4, align 4
  %42 = mul nsw i32 %41, 10
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  store ptr %44, ptr %2, align 8
  %45 = load i8, ptr %43, align 1
  %46 = sext i8 %45 to i32
  %47 = sub nsw i32 %46, 48
  %48 = add nsw i32 %42, %47
  store i32 %48, ptr %4, align 4
  br label %34, !llvm.loop !12

49:                                               ; preds = %34
  %50 = load i32, ptr %3, align 4
  %51 = load i32, ptr %4, align 4
  %52 = mul nsw i32 %50, %51
  ret i32 %52
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare dso_local ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @tolower(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
