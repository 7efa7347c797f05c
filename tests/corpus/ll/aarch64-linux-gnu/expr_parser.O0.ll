; ModuleID = 'tests/programs/expr_parser.c'
source_filename = "tests/programs/expr_parser.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Lexer = type { ptr, i32, i64, i8, [16 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"-7 / 2 + -7 % 3\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"x = 6 * 7\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"y = x - 2\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"x * y + (x - y) * 1000\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"10 / (5 - 5)\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"(1 + 2\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"3 $ 4\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"2 ^ 40 + 12345678901\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"a = b = 5\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"a + b + ((((1))))\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"%-28s -> error %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"%-28s -> %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"+-*/%^=\00", align 1
@vars = internal global [26 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @run(ptr noundef @.str)
  call void @run(ptr noundef @.str.1)
  call void @run(ptr noundef @.str.2)
  call void @run(ptr noundef @.str.3)
  call void @run(ptr noundef @.str.4)
  call void @run(ptr noundef @.str.5)
  call void @run(ptr noundef @.str.6)
  call void @run(ptr noundef @.str.7)
  call void @run(ptr noundef @.str.8)
  call void @run(ptr noundef @.str.9)
  call void @run(ptr noundef @.str.10)
  call void @run(ptr noundef @.str.11)
  call void @run(ptr noundef @.str.12)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Lexer, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 48, i1 false)
  %6 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 0
  %7 = load ptr, ptr %2, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 1
  store i32 5, ptr %8, align 8
  %9 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 2
  %10 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 3
  %11 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 4
  call void @next(ptr noundef %3)
  store i64 0, ptr %4, align 8
  %12 = call i32 @expr(ptr noundef %3, ptr noundef %4)
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %1
  %16 = getelementptr inbounds %struct.Lexer, ptr %3, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = icmp ne i32 %17, 5
  br i1 %18, label %19, label %20

19:                                               ; preds = %15
  store i32 4, ptr %5, align 4
  br label %20

20:                                               ; preds = %19, %15, %1
  %21 = load i32, ptr %5, align 4
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = load ptr, ptr %2, align 8
  %25 = load i32, ptr %5, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %24, i32 noundef %25)
  br label %31

27:                                               ; preds = %20
  %28 = load ptr, ptr %2, align 8
  %29 = load i64, ptr %4, align 8
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %28, i64 noundef %29)
  br label %31

31:                                               ; preds = %27, %23
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  br label %5

5:                                                ; preds = %12, %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.Lexer, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp eq i32 %10, 32
  br i1 %11, label %12, label %17

12:                                               ; preds = %5
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.Lexer, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr %14, align 8
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.Lexer, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load i8, ptr %20, align 1
  store i8 %21, ptr %3, align 1
  %22 = load i8, ptr %3, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %17
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.Lexer, ptr %26, i32 0, i32 1
  store i32 5, ptr %27, align 8
  br label %158

28:                                               ; preds = %17
  %29 = call ptr @__ctype_b_loc() #5
  %30 = load ptr, ptr %29, align 8
  %31 = load i8, ptr %3, align 1
  %32 = zext i8 %31 to i32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i16, ptr %30, i64 %33
  %35 = load i16, ptr %34, align 2
  %36 = zext i16 %35 to i32
  %37 = and i32 %36, 2048
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %75

39:                                               ; preds = %28
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.Lexer, ptr %40, i32 0, i32 2
  store i64 0, ptr %41, align 8
  br label %42

42:                                               ; preds = %56, %39
  %43 = call ptr @__ctype_b_loc() #5
  %44 = load ptr, ptr %43, align 8
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds %struct.Lexer, ptr %45, i32 0, i32 0
  %47 = load ptr, ptr %46, align 8
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i16, ptr %44, i64 %50
  %52 = load i16, ptr %51, align 2
  %53 = zext i16 %52 to i32
  %54 = and i32 %53, 2048
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %72

56:                                               ; preds = %42
  %57 = load ptr, ptr %2, align 8
  %58 = getelementptr inbounds %struct.Lexer, ptr %57, i32 0, i32 2
  %59 = load i64, ptr %58, align 8
  %60 = mul nsw i64 %59, 10
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds %struct.Lexer, ptr %61, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i8, ptr %63, i32 1
  store ptr %64, ptr %62, align 8
  %65 = load i8, ptr %63, align 1
  %66 = zext i8 %65 to i32
  %67 = sub nsw i32 %66, 48
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %60, %68
  %70 = load ptr, ptr %2, align 8
  %71 = getelementptr inbounds %struct.Lexer, ptr %70, i32 0, i32 2
  store i64 %69, ptr %71, align 8
  br label %42, !llvm.loop !8

72:                                               ; preds = %42
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds %struct.Lexer, ptr %73, i32 0, i32 1
  store i32 0, ptr %74, align 8
  br label %158

75:                                               ; preds = %28
  %76 = call ptr @__ctype_b_loc() #5
  %77 = load ptr, ptr %76, align 8
  %78 = load i8, ptr %3, align 1
  %79 = zext i8 %78 to i32
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i16, ptr %77, i64 %80
  %82 = load i16, ptr %81, align 2
  %83 = zext i16 %82 to i32
  %84 = and i32 %83, 1024
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %126

86:                                               ; preds = %75
  store i32 0, ptr %4, align 4
  br label %87

87:                                               ; preds = %106, %86
  %88 = call ptr @__ctype_b_loc() #5
  %89 = load ptr, ptr %88, align 8
  %90 = load ptr, ptr %2, align 8
  %91 = getelementptr inbounds %struct.Lexer, ptr %90, i32 0, i32 0
  %92 = load ptr, ptr %91, align 8
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i16, ptr %89, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = zext i16 %97 to i32
  %99 = and i32 %98, 8
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %101, label %104

101:                                              ; preds = %87
  %102 = load i32, ptr %4, align 4
  %103 = icmp slt i32 %102, 15
  br label %104

104:                                              ; preds = %101, %87
  %105 = phi i1 [ false, %87 ], [ %103, %101 ]
  br i1 %105, label %106, label %118

106:                                              ; preds = %104
  %107 = load ptr, ptr %2, align 8
  %108 = getelementptr inbounds %struct.Lexer, ptr %107, i32 0, i32 0
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds i8, ptr %109, i32 1
  store ptr %110, ptr %108, align 8
  %111 = load i8, ptr %109, align 1
  %112 = load ptr, ptr %2, align 8
  %113 = getelementptr inbounds %struct.Lexer, ptr %112, i32 0, i32 4
  %114 = load i32, ptr %4, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %4, align 4
  %116 = sext i32 %114 to i64
  %117 = getelementptr inbounds [16 x i8], ptr %113, i64 0, i64 %116
  store i8 %111, ptr %117, align 1
  br label %87, !llvm.loop !9

118:                                              ; preds = %104
  %119 = load ptr, ptr %2, align 8
  %120 = getelementptr inbounds %struct.Lexer, ptr %119, i32 0, i32 4
  %121 = load i32, ptr %4, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [16 x i8], ptr %120, i64 0, i64 %122
  store i8 0, ptr %123, align 1
  %124 = load ptr, ptr %2, align 8
  %125 = getelementptr inbounds %struct.Lexer, ptr %124, i32 0, i32 1
  store i32 1, ptr %125, align 8
  br label %158

126:                                              ; preds = %75
  %127 = load ptr, ptr %2, align 8
  %128 = getelementptr inbounds %struct.Lexer, ptr %127, i32 0, i32 0
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i8, ptr %129, i32 1
  store ptr %130, ptr %128, align 8
  %131 = load i8, ptr %3, align 1
  %132 = zext i8 %131 to i32
  %133 = icmp eq i32 %132, 40
  br i1 %133, label %134, label %137

134:                                              ; preds = %126
  %135 = load ptr, ptr %2, align 8
  %136 = getelementptr inbounds %struct.Lexer, ptr %135, i32 0, i32 1
  store i32 3, ptr %136, align 8
  br label %158

137:                                              ; preds = %126
  %138 = load i8, ptr %3, align 1
  %139 = zext i8 %138 to i32
  %140 = icmp eq i32 %139, 41
  br i1 %140, label %141, label %144

141:                                              ; preds = %137
  %142 = load ptr, ptr %2, align 8
  %143 = getelementptr inbounds %struct.Lexer, ptr %142, i32 0, i32 1
  store i32 4, ptr %143, align 8
  br label %158

144:                                              ; preds = %137
  %145 = load i8, ptr %3, align 1
  %146 = zext i8 %145 to i32
  %147 = call ptr @strchr(ptr noundef @.str.15, i32 noundef %146) #6
  %148 = icmp ne ptr %147, null
  br i1 %148, label %149, label %155

149:                                              ; preds = %144
  %150 = load ptr, ptr %2, align 8
  %151 = getelementptr inbounds %struct.Lexer, ptr %150, i32 0, i32 1
  store i32 2, ptr %151, align 8
  %152 = load i8, ptr %3, align 1
  %153 = load ptr, ptr %2, align 8
  %154 = getelementptr inbounds %struct.Lexer, ptr %153, i32 0, i32 3
  store i8 %152, ptr %154, align 8
  br label %158

155:                                              ; preds = %144
  %156 = load ptr, ptr %2, align 8
  %157 = getelementptr inbounds %struct.Lexer, ptr %156, i32 0, i32 1
  store i32 6, ptr %157, align 8
  br label %158

158:                                              ; preds = %155, %149, %141, %134, %118, %72, %25
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @expr(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 @term(ptr noundef %8, ptr noundef %9)
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %58, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %33, label %14

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Lexer, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %19, label %33

19:                                               ; preds = %14
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.Lexer, ptr %20, i32 0, i32 3
  %22 = load i8, ptr %21, align 8
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 43
  br i1 %24, label %31, label %25

25:                                               ; preds = %19
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.Lexer, ptr %26, i32 0, i32 3
  %28 = load i8, ptr %27, align 8
  %29 = zext i8 %28 to i32
  %30 = icmp eq i32 %29, 45
  br label %31

31:                                               ; preds = %25, %19
  %32 = phi i1 [ true, %19 ], [ %30, %25 ]
  br label %33

33:                                               ; preds = %31, %14, %11
  %34 = phi i1 [ false, %14 ], [ false, %11 ], [ %32, %31 ]
  br i1 %34, label %35, label %61

35:                                               ; preds = %33
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.Lexer, ptr %36, i32 0, i32 3
  %38 = load i8, ptr %37, align 8
  store i8 %38, ptr %6, align 1
  %39 = load ptr, ptr %3, align 8
  call void @next(ptr noundef %39)
  %40 = load ptr, ptr %3, align 8
  %41 = call i32 @term(ptr noundef %40, ptr noundef %7)
  store i32 %41, ptr %5, align 4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %35
  br label %61

44:                                               ; preds = %35
  %45 = load i8, ptr %6, align 1
  %46 = zext i8 %45 to i32
  %47 = icmp eq i32 %46, 43
  br i1 %47, label %48, label %53

48:                                               ; preds = %44
  %49 = load ptr, ptr %4, align 8
  %50 = load i64, ptr %49, align 8
  %51 = load i64, ptr %7, align 8
  %52 = add nsw i64 %50, %51
  br label %58

53:                                               ; preds = %44
  %54 = load ptr, ptr %4, align 8
  %55 = load i64, ptr %54, align 8
  %56 = load i64, ptr %7, align 8
  %57 = sub nsw i64 %55, %56
  br label %58

58:                                               ; preds = %53, %48
  %59 = phi i64 [ %52, %48 ], [ %57, %53 ]
  %60 = load ptr, ptr %4, align 8
  store i64 %59, ptr %60, align 8
  br label %11, !llvm.loop !10

61:                                               ; preds = %43, %33
  %62 = load i32, ptr %5, align 4
  ret i32 %62
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @term(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = call i32 @power(ptr noundef %9, ptr noundef %10)
  store i32 %11, ptr %6, align 4
  br label %12

12:                                               ; preds = %84, %2
  %13 = load i32, ptr %6, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %40, label %15

15:                                               ; preds = %12
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.Lexer, ptr %16, i32 0, i32 1
  %18 = load i32, ptr %17, align 8
  %19 = icmp eq i32 %18, 2
  br i1 %19, label %20, label %40

20:                                               ; preds = %15
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Lexer, ptr %21, i32 0, i32 3
  %23 = load i8, ptr %22, align 8
  %24 = zext i8 %23 to i32
  %25 = icmp eq i32 %24, 42
  br i1 %25, label %38, label %26

26:                                               ; preds = %20
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.Lexer, ptr %27, i32 0, i32 3
  %29 = load i8, ptr %28, align 8
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %30, 47
  br i1 %31, label %38, label %32

32:                                               ; preds = %26
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.Lexer, ptr %33, i32 0, i32 3
  %35 = load i8, ptr %34, align 8
  %36 = zext i8 %35 to i32
  %37 = icmp eq i32 %36, 37
  br label %38

38:                                               ; preds = %32, %26, %20
  %39 = phi i1 [ true, %26 ], [ true, %20 ], [ %37, %32 ]
  br label %40

40:                                               ; preds = %38, %15, %12
  %41 = phi i1 [ false, %15 ], [ false, %12 ], [ %39, %38 ]
  br i1 %41, label %42, label %87

42:                                               ; preds = %40
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.Lexer, ptr %43, i32 0, i32 3
  %45 = load i8, ptr %44, align 8
  store i8 %45, ptr %7, align 1
  %46 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %46)
  %47 = load ptr, ptr %4, align 8
  %48 = call i32 @power(ptr noundef %47, ptr noundef %8)
  store i32 %48, ptr %6, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %42
  br label %87

51:                                               ; preds = %42
  %52 = load i8, ptr %7, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp ne i32 %53, 42
  br i1 %54, label %55, label %59

55:                                               ; preds = %51
  %56 = load i64, ptr %8, align 8
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %59

58:                                               ; preds = %55
  store i32 3, ptr %3, align 4
  br label %89

59:                                               ; preds = %55, %51
  %60 = load i8, ptr %7, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 42
  br i1 %62, label %63, label %68

63:                                               ; preds = %59
  %64 = load ptr, ptr %5, align 8
  %65 = load i64, ptr %64, align 8
  %66 = load i64, ptr %8, align 8
  %67 = mul nsw i64 %65, %66
  br label %84

68:                                               ; preds = %59
  %69 = load i8, ptr %7, align 1
  %70 = zext i8 %69 to i32
  %71 = icmp eq i32 %70, 47
  br i1 %71, label %72, label %77

72:                                               ; preds = %68
  %73 = load ptr, ptr %5, align 8
  %74 = load i64, ptr %73, align 8
  %75 = load i64, ptr %8, align 8
  %76 = sdiv i64 %74, %75
  br label %82

77:                                               ; preds = %68
  %78 = load ptr, ptr %5, align 8
  %79 = load i64, ptr %78, align 8
  %80 = load i64, ptr %8, align 8
  %81 = srem i64 %79, %80
  br label %82

82:                                               ; preds = %77, %72
  %83 = phi i64 [ %76, %72 ], [ %81, %77 ]
  br label %84

84:                                               ; preds = %82, %63
  %85 = phi i64 [ %67, %63 ], [ %83, %82 ]
  %86 = load ptr, ptr %5, align 8
  store i64 %85, ptr %86, align 8
  br label %12, !llvm.loop !11

87:                                               ; preds = %50, %40
  %88 = load i32, ptr %6, align 4
  store i32 %88, ptr %3, align 4
  br label %89

89:                                               ; preds = %87, %58
  %90 = load i32, ptr %3, align 4
  ret i32 %90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @power(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = call i32 @primary(ptr noundef %10, ptr noundef %11)
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %2
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %3, align 4
  br label %57

17:                                               ; preds = %2
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Lexer, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %22, label %56

22:                                               ; preds = %17
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.Lexer, ptr %23, i32 0, i32 3
  %25 = load i8, ptr %24, align 8
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %26, 94
  br i1 %27, label %28, label %56

28:                                               ; preds = %22
  %29 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %29)
  %30 = load ptr, ptr %4, align 8
  %31 = call i32 @power(ptr noundef %30, ptr noundef %7)
  store i32 %31, ptr %6, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %28
  %34 = load i32, ptr %6, align 4
  store i32 %34, ptr %3, align 4
  br label %57

35:                                               ; preds = %28
  store i64 1, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %36

36:                                               ; preds = %50, %35
  %37 = load i64, ptr %9, align 8
  %38 = load i64, ptr %7, align 8
  %39 = icmp slt i64 %37, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %36
  %41 = load i64, ptr %9, align 8
  %42 = icmp slt i64 %41, 62
  br label %43

43:                                               ; preds = %40, %36
  %44 = phi i1 [ false, %36 ], [ %42, %40 ]
  br i1 %44, label %45, label %53

45:                                               ; preds = %43
  %46 = load ptr, ptr %5, align 8
  %47 = load i64, ptr %46, align 8
  %48 = load i64, ptr %8, align 8
  %49 = mul nsw i64 %48, %47
  store i64 %49, ptr %8, align 8
  br label %50

50:                                               ; preds = %45
  %51 = load i64, ptr %9, align 8
  %52 = add nsw i64 %51, 1
  store i64 %52, ptr %9, align 8
  br label %36, !llvm.loop !12

53:                                               ; preds = %43
  %54 = load i64, ptr %8, align 8
  %55 = load ptr, ptr %5, align 8
  store i64 %54, ptr %55, align 8
  br label %56

56:                                               ; preds = %53, %22, %17
  store i32 0, ptr %3, align 4
  br label %57

57:                                               ; preds = %56, %33, %15
  %58 = load i32, ptr %3, align 4
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @primary(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Lexer, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Lexer, ptr %15, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = load ptr, ptr %5, align 8
  store i64 %17, ptr %18, align 8
  %19 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %19)
  store i32 0, ptr %3, align 4
  br label %110

20:                                               ; preds = %2
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Lexer, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp eq i32 %23, 1
  br i1 %24, label %25, label %66

25:                                               ; preds = %20
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.Lexer, ptr %26, i32 0, i32 4
  %28 = getelementptr inbounds [16 x i8], ptr %27, i64 0, i64 0
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = call i32 @tolower(i32 noundef %30) #6
  %32 = sub nsw i32 %31, 97
  %33 = srem i32 %32, 26
  store i32 %33, ptr %6, align 4
  %34 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %34)
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.Lexer, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 8
  %38 = icmp eq i32 %37, 2
  br i1 %38, label %39, label %60

39:                                               ; preds = %25
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.Lexer, ptr %40, i32 0, i32 3
  %42 = load i8, ptr %41, align 8
  %43 = zext i8 %42 to i32
  %44 = icmp eq i32 %43, 61
  br i1 %44, label %45, label %60

45:                                               ; preds = %39
  %46 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %46)
  %47 = load ptr, ptr %4, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = call i32 @expr(ptr noundef %47, ptr noundef %48)
  store i32 %49, ptr %7, align 4
  %50 = load i32, ptr %7, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %58, label %52

52:                                               ; preds = %45
  %53 = load ptr, ptr %5, align 8
  %54 = load i64, ptr %53, align 8
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %56
  store i64 %54, ptr %57, align 8
  br label %58

58:                                               ; preds = %52, %45
  %59 = load i32, ptr %7, align 4
  store i32 %59, ptr %3, align 4
  br label %110

60:                                               ; preds = %39, %25
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [26 x i64], ptr @vars, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = load ptr, ptr %5, align 8
  store i64 %64, ptr %65, align 8
  store i32 0, ptr %3, align 4
  br label %110

66:                                               ; preds = %20
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.Lexer, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 8
  %70 = icmp eq i32 %69, 2
  br i1 %70, label %71, label %87

71:                                               ; preds = %66
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.Lexer, ptr %72, i32 0, i32 3
  %74 = load i8, ptr %73, align 8
  %75 = zext i8 %74 to i32
  %76 = icmp eq i32 %75, 45
  br i1 %76, label %77, label %87

77:                                               ; preds = %71
  %78 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %78)
  %79 = load ptr, ptr %4, align 8
  %80 = load ptr, ptr %5, align 8
  %81 = call i32 @primary(ptr noundef %79, ptr noundef %80)
  store i32 %81, ptr %8, align 4
  %82 = load ptr, ptr %5, align 8
  %83 = load i64, ptr %82, align 8
  %84 = sub nsw i64 0, %83
  %85 = load ptr, ptr %5, align 8
  store i64 %84, ptr %85, align 8
  %86 = load i32, ptr %8, align 4
  store i32 %86, ptr %3, align 4
  br label %110

87:                                               ; preds = %71, %66
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.Lexer, ptr %88, i32 0, i32 1
  %90 = load i32, ptr %89, align 8
  %91 = icmp eq i32 %90, 3
  br i1 %91, label %92, label %109

92:                                               ; preds = %87
  %93 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %93)
  %94 = load ptr, ptr %4, align 8
  %95 = load ptr, ptr %5, align 8
  %96 = call i32 @expr(ptr noundef %94, ptr noundef %95)
  store i32 %96, ptr %9, align 4
  %97 = load i32, ptr %9, align 4
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %99, label %101

99:                                               ; preds = %92
  %100 = load i32, ptr %9, align 4
  store i32 %100, ptr %3, align 4
  br label %110

101:                                              ; preds = %92
  %102 = load ptr, ptr %4, align 8
  %103 = getelementptr inbounds %struct.Lexer, ptr %102, i32 0, i32 1
  %104 = load i32, ptr %103, align 8
  %105 = icmp ne i32 %104, 4
  br i1 %105, label %106, label %107

106:                                              ; preds = %101
  store i32 2, ptr %3, align 4
  br label %110

107:                                              ; preds = %101
  %108 = load ptr, ptr %4, align 8
  call void @next(ptr noundef %108)
  store i32 0, ptr %3, align 4
  br label %110

109:                                              ; preds = %87
  store i32 1, ptr %3, align 4
  br label %110

110:                                              ; preds = %109, %107, %106, %99, %77, %60, %58, %14
  %111 = load i32, ptr %3, align 4
  ret i32 %111
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
