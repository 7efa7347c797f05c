; ModuleID = 'di_cpp.cpp'
source_filename = "di_cpp.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Base = type <{ ptr, i32, [4 x i8] }>
%struct.Left = type <{ ptr, i32, [4 x i8], %struct.Base.base, [4 x i8] }>
%struct.Base.base = type <{ ptr, i32 }>
%struct.Right = type <{ ptr, i32, [4 x i8], %struct.Base.base, [4 x i8] }>
%struct.Both = type { %struct.Left.base, [4 x i8], %struct.Right.base, i8, [3 x i8], %struct.Base.base, [4 x i8] }
%struct.Left.base = type <{ ptr, i32 }>
%struct.Right.base = type <{ ptr, i32 }>
%"struct.outer::inner::Array" = type { [2 x i32] }
%struct.Holder = type { %"struct.outer::inner::Array.0" }
%"struct.outer::inner::Array.0" = type { [3 x i64] }
%class.anon = type <{ ptr, i32, [4 x i8] }>

$_ZNK4Both3getEv = comdat any

$_ZN4BothC1Ev = comdat any

$_ZN5outer5inner5twiceEi = comdat any

$_ZNK5outer5inner5ArrayIiLi2EE3sumEv = comdat any

$_ZNK5outer5inner5ArrayIlLi3EE3sumEv = comdat any

$_ZN4BothD1Ev = comdat any

$_ZTv0_n32_NK4Both3getEv = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN4LeftC2Ev = comdat any

$_ZN5RightC2Ev = comdat any

$_ZN4LeftD1Ev = comdat any

$_ZN4LeftD0Ev = comdat any

$_ZTv0_n24_N4LeftD1Ev = comdat any

$_ZTv0_n24_N4LeftD0Ev = comdat any

$_ZNK4Base3getEv = comdat any

$_ZN5RightD1Ev = comdat any

$_ZN5RightD0Ev = comdat any

$_ZTv0_n24_N5RightD1Ev = comdat any

$_ZTv0_n24_N5RightD0Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZTv0_n24_N4BothD1Ev = comdat any

$_ZTv0_n24_N4BothD0Ev = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN4LeftD2Ev = comdat any

$_ZN5RightD2Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN6HolderIN5outer5inner5ArrayEJcEE5countE = comdat any

$_ZTV4Both = comdat any

$_ZTT4Both = comdat any

$_ZTC4Both0_4Left = comdat any

$_ZTS4Left = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI4Left = comdat any

$_ZTC4Both16_5Right = comdat any

$_ZTS5Right = comdat any

$_ZTI5Right = comdat any

$_ZTS4Both = comdat any

$_ZTI4Both = comdat any

$_ZTV4Base = comdat any

$_ZTV4Left = comdat any

$_ZTT4Left = comdat any

$_ZTV5Right = comdat any

$_ZTT5Right = comdat any

@_ZN6HolderIN5outer5inner5ArrayEJcEE5countE = linkonce_odr dso_local global i32 1, comdat, align 4, !dbg !0
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD1Ev, ptr @_ZN4BothD0Ev, ptr @_ZNK4Both3getEv], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI4Both, ptr @_ZTv0_n24_N4BothD1Ev, ptr @_ZTv0_n24_N4BothD0Ev, ptr @_ZTv0_n32_NK4Both3getEv] }, comdat, align 8
@_ZTT4Both = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC4Both0_4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC4Both0_4Left, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC4Both16_5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC4Both16_5Right, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTC4Both0_4Left = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n24_N4LeftD1Ev, ptr @_ZTv0_n24_N4LeftD0Ev, ptr @_ZNK4Base3getEv] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Left = linkonce_odr dso_local constant [6 x i8] c"4Left\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI4Left = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Left, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
@_ZTC4Both16_5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI5Right, ptr @_ZTv0_n24_N5RightD1Ev, ptr @_ZTv0_n24_N5RightD0Ev, ptr @_ZNK4Base3getEv] }, comdat, align 8
@_ZTS5Right = linkonce_odr dso_local constant [7 x i8] c"5Right\00", comdat, align 1
@_ZTI5Right = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS5Right, i32 0, i32 1, ptr @_ZTI4Base, i64 -6141 }, comdat, align 8
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTI4Both = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Both, i32 2, i32 2, ptr @_ZTI4Left, i64 2, ptr @_ZTI5Right, i64 4098 }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base3getEv] }, comdat, align 8
@_ZTV4Left = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI4Left, ptr @_ZN4LeftD1Ev, ptr @_ZN4LeftD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Left, ptr @_ZTv0_n24_N4LeftD1Ev, ptr @_ZTv0_n24_N4LeftD0Ev, ptr @_ZNK4Base3getEv] }, comdat, align 8
@_ZTT4Left = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV4Left, i32 0, i32 1, i32 4)], comdat, align 8
@_ZTV5Right = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI5Right, ptr @_ZN5RightD1Ev, ptr @_ZN5RightD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI5Right, ptr @_ZTv0_n24_N5RightD1Ev, ptr @_ZTv0_n24_N5RightD0Ev, ptr @_ZNK4Base3getEv] }, comdat, align 8
@_ZTT5Right = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV5Right, i32 0, i32 1, i32 4)], comdat, align 8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_Z6labelsi(i32 noundef %0) #0 !dbg !96 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !99, !DIExpression(), !100)
  br label %3, !dbg !101

3:                                                ; preds = %7, %1
    #dbg_label(!102, !103)
  %4 = load i32, ptr %2, align 4, !dbg !104
  %5 = add nsw i32 %4, -1, !dbg !104
  store i32 %5, ptr %2, align 4, !dbg !104
  %6 = icmp sgt i32 %4, 0, !dbg !106
  br i1 %6, label %7, label %8, !dbg !107

7:                                                ; preds = %3
  br label %3, !dbg !108

8:                                                ; preds = %3
  ret void, !dbg !109
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z6by_refRK4BothRi(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 !dbg !110 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !115, !DIExpression(), !116)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !117, !DIExpression(), !118)
  %5 = load ptr, ptr %3, align 8, !dbg !119
  %6 = call noundef i32 @_ZNK4Both3getEv(ptr noundef nonnull align 8 dereferenceable(48) %5), !dbg !120
  %7 = load ptr, ptr %4, align 8, !dbg !121
  store i32 %6, ptr %7, align 4, !dbg !122
  %8 = load ptr, ptr %4, align 8, !dbg !123
  %9 = load i32, ptr %8, align 4, !dbg !123
  %10 = add nsw i32 %9, 7, !dbg !124
  ret i32 %10, !dbg !125
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Both3getEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #0 comdat align 2 !dbg !126 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !127, !DIExpression(), !129)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !130
  %5 = getelementptr inbounds %struct.Base, ptr %4, i32 0, i32 1, !dbg !130
  %6 = load i32, ptr %5, align 8, !dbg !130
  %7 = getelementptr inbounds %struct.Left, ptr %3, i32 0, i32 1, !dbg !131
  %8 = load i32, ptr %7, align 8, !dbg !131
  %9 = add nsw i32 %6, %8, !dbg !132
  %10 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !133
  %11 = getelementptr inbounds %struct.Right, ptr %10, i32 0, i32 1, !dbg !133
  %12 = load i32, ptr %11, align 8, !dbg !133
  %13 = add nsw i32 %9, %12, !dbg !134
  %14 = getelementptr inbounds %struct.Both, ptr %3, i32 0, i32 3, !dbg !135
  %15 = load i8, ptr %14, align 4, !dbg !135
  %16 = and i8 %15, 7, !dbg !135
  %17 = zext i8 %16 to i32, !dbg !135
  %18 = add nsw i32 %13, %17, !dbg !136
  ret i32 %18, !dbg !137
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) #2 personality ptr @__gxx_personality_v0 !dbg !138 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %"struct.outer::inner::Array", align 4
  %7 = alloca %struct.Holder, align 8
  %8 = alloca %struct.Both, align 8
  %9 = alloca i32, align 4
  %10 = alloca %class.anon, align 8
  %11 = alloca i8, align 1
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !143, !DIExpression(), !144)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !145, !DIExpression(), !146)
    #dbg_declare(ptr %6, !147, !DIExpression(), !162)
  %14 = getelementptr inbounds %"struct.outer::inner::Array", ptr %6, i32 0, i32 0, !dbg !163
  %15 = load i32, ptr %4, align 4, !dbg !164
  store i32 %15, ptr %14, align 4, !dbg !165
  %16 = getelementptr inbounds i32, ptr %14, i64 1, !dbg !165
  store i32 2, ptr %16, align 4, !dbg !165
    #dbg_declare(ptr %7, !166, !DIExpression(), !190)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false), !dbg !190
  %17 = load i32, ptr %4, align 4, !dbg !191
  %18 = sext i32 %17 to i64, !dbg !191
  %19 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 0, !dbg !192
  %20 = getelementptr inbounds %"struct.outer::inner::Array.0", ptr %19, i32 0, i32 0, !dbg !193
  %21 = getelementptr inbounds [3 x i64], ptr %20, i64 0, i64 0, !dbg !194
  store i64 %18, ptr %21, align 8, !dbg !195
    #dbg_declare(ptr %8, !196, !DIExpression(), !197)
  call void @_ZN4BothC1Ev(ptr noundef nonnull align 8 dereferenceable(48) %8) #7, !dbg !197
    #dbg_declare(ptr %9, !198, !DIExpression(), !199)
  store i32 0, ptr %9, align 4, !dbg !199
    #dbg_declare(ptr %10, !200, !DIExpression(), !205)
  %22 = getelementptr inbounds %class.anon, ptr %10, i32 0, i32 0, !dbg !206
  store ptr %9, ptr %22, align 8, !dbg !206
  %23 = getelementptr inbounds %class.anon, ptr %10, i32 0, i32 1, !dbg !206
  %24 = load i32, ptr %4, align 4, !dbg !207
  store i32 %24, ptr %23, align 8, !dbg !206
    #dbg_declare(ptr %11, !208, !DIExpression(), !209)
  %25 = load i32, ptr %4, align 4, !dbg !210
  %26 = icmp sgt i32 %25, 3, !dbg !211
  %27 = zext i1 %26 to i64, !dbg !210
  %28 = select i1 %26, i8 -56, i8 0, !dbg !210
  store i8 %28, ptr %11, align 1, !dbg !209
  %29 = load i32, ptr %4, align 4, !dbg !212
  call void @_Z6labelsi(i32 noundef %29), !dbg !213
  %30 = invoke noundef i32 @_ZNK5outer5inner5ArrayIiLi2EE3sumEv(ptr noundef nonnull align 4 dereferenceable(8) %6)
          to label %31 unwind label %51, !dbg !214

31:                                               ; preds = %2
  %32 = invoke noundef i32 @_ZN5outer5inner5twiceEi(i32 noundef %30)
          to label %33 unwind label %51, !dbg !215

33:                                               ; preds = %31
  %34 = getelementptr inbounds %struct.Holder, ptr %7, i32 0, i32 0, !dbg !216
  %35 = invoke noundef i64 @_ZNK5outer5inner5ArrayIlLi3EE3sumEv(ptr noundef nonnull align 8 dereferenceable(24) %34)
          to label %36 unwind label %51, !dbg !217

36:                                               ; preds = %33
  %37 = trunc i64 %35 to i32, !dbg !218
  %38 = add nsw i32 %32, %37, !dbg !219
  %39 = invoke noundef i32 @_Z6by_refRK4BothRi(ptr noundef nonnull align 8 dereferenceable(48) %8, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %40 unwind label %51, !dbg !220

40:                                               ; preds = %36
  %41 = add nsw i32 %38, %39, !dbg !221
  %42 = invoke noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(12) %10, i32 noundef 1)
          to label %43 unwind label %51, !dbg !222

43:                                               ; preds = %40
  %44 = add nsw i32 %41, %42, !dbg !223
  %45 = load i32, ptr @_ZN6HolderIN5outer5inner5ArrayEJcEE5countE, align 4, !dbg !224
  %46 = add nsw i32 %44, %45, !dbg !225
  %47 = load i8, ptr %11, align 1, !dbg !226
  %48 = zext i8 %47 to i32, !dbg !227
  %49 = add nsw i32 %46, %48, !dbg !228
  store i32 %49, ptr %3, align 4, !dbg !229
  call void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %8) #7, !dbg !230
  %50 = load i32, ptr %3, align 4, !dbg !230
  ret i32 %50, !dbg !230

51:                                               ; preds = %40, %36, %33, %31, %2
  %52 = landingpad { ptr, i32 }
          cleanup, !dbg !230
  %53 = extractvalue { ptr, i32 } %52, 0, !dbg !230
  store ptr %53, ptr %12, align 8, !dbg !230
  %54 = extractvalue { ptr, i32 } %52, 1, !dbg !230
  store i32 %54, ptr %13, align 4, !dbg !230
  call void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %8) #7, !dbg !230
  br label %55, !dbg !230

55:                                               ; preds = %51
  %56 = load ptr, ptr %12, align 8, !dbg !230
  %57 = load i32, ptr %13, align 4, !dbg !230
  %58 = insertvalue { ptr, i32 } poison, ptr %56, 0, !dbg !230
  %59 = insertvalue { ptr, i32 } %58, i32 %57, 1, !dbg !230
  resume { ptr, i32 } %59, !dbg !230
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothC1Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #0 comdat align 2 !dbg !231 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !236, !DIExpression(), !238)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !239
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #7, !dbg !239
  call void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT4Both, i64 0, i64 1)) #7, !dbg !239
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !239
  call void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT4Both, i64 0, i64 3)) #7, !dbg !239
  store ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 3), ptr %3, align 8, !dbg !239
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !239
  store ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 2, i32 4), ptr %6, align 8, !dbg !239
  %7 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !239
  store ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 3), ptr %7, align 8, !dbg !239
  %8 = getelementptr inbounds %struct.Both, ptr %3, i32 0, i32 3, !dbg !240
  %9 = load i8, ptr %8, align 4, !dbg !240
  %10 = and i8 %9, -8, !dbg !240
  %11 = or i8 %10, 1, !dbg !240
  store i8 %11, ptr %8, align 4, !dbg !240
  ret void, !dbg !239
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5outer5inner5twiceEi(i32 noundef %0) #0 comdat !dbg !57 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !241, !DIExpression(), !242)
  %3 = load i32, ptr %2, align 4, !dbg !243
  %4 = mul nsw i32 2, %3, !dbg !244
  ret i32 %4, !dbg !245
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5outer5inner5ArrayIiLi2EE3sumEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 comdat align 2 !dbg !246 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !247, !DIExpression(), !249)
  %5 = load ptr, ptr %2, align 8
    #dbg_declare(ptr %3, !250, !DIExpression(), !251)
  store i32 0, ptr %3, align 4, !dbg !251
    #dbg_declare(ptr %4, !252, !DIExpression(), !254)
  store i32 0, ptr %4, align 4, !dbg !254
  br label %6, !dbg !255

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !256
  %8 = icmp slt i32 %7, 2, !dbg !258
  br i1 %8, label %9, label %20, !dbg !259

9:                                                ; preds = %6
  %10 = getelementptr inbounds %"struct.outer::inner::Array", ptr %5, i32 0, i32 0, !dbg !260
  %11 = load i32, ptr %4, align 4, !dbg !261
  %12 = sext i32 %11 to i64, !dbg !260
  %13 = getelementptr inbounds [2 x i32], ptr %10, i64 0, i64 %12, !dbg !260
  %14 = load i32, ptr %13, align 4, !dbg !260
  %15 = load i32, ptr %3, align 4, !dbg !262
  %16 = add nsw i32 %15, %14, !dbg !262
  store i32 %16, ptr %3, align 4, !dbg !262
  br label %17, !dbg !263

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !264
  %19 = add nsw i32 %18, 1, !dbg !264
  store i32 %19, ptr %4, align 4, !dbg !264
  br label %6, !dbg !265, !llvm.loop !266

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4, !dbg !269
  ret i32 %21, !dbg !270
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK5outer5inner5ArrayIlLi3EE3sumEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !271 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !272, !DIExpression(), !274)
  %5 = load ptr, ptr %2, align 8
    #dbg_declare(ptr %3, !275, !DIExpression(), !276)
  store i64 0, ptr %3, align 8, !dbg !276
    #dbg_declare(ptr %4, !277, !DIExpression(), !279)
  store i32 0, ptr %4, align 4, !dbg !279
  br label %6, !dbg !280

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !281
  %8 = icmp slt i32 %7, 3, !dbg !283
  br i1 %8, label %9, label %20, !dbg !284

9:                                                ; preds = %6
  %10 = getelementptr inbounds %"struct.outer::inner::Array.0", ptr %5, i32 0, i32 0, !dbg !285
  %11 = load i32, ptr %4, align 4, !dbg !286
  %12 = sext i32 %11 to i64, !dbg !285
  %13 = getelementptr inbounds [3 x i64], ptr %10, i64 0, i64 %12, !dbg !285
  %14 = load i64, ptr %13, align 8, !dbg !285
  %15 = load i64, ptr %3, align 8, !dbg !287
  %16 = add nsw i64 %15, %14, !dbg !287
  store i64 %16, ptr %3, align 8, !dbg !287
  br label %17, !dbg !288

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !289
  %19 = add nsw i32 %18, 1, !dbg !289
  store i32 %19, ptr %4, align 4, !dbg !289
  br label %6, !dbg !290, !llvm.loop !291

20:                                               ; preds = %6
  %21 = load i64, ptr %3, align 8, !dbg !293
  ret i64 %21, !dbg !294
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #0 align 2 !dbg !295 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !301, !DIExpression(), !303)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !304, !DIExpression(), !305)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0, !dbg !306
  %7 = load ptr, ptr %6, align 8, !dbg !306
  %8 = load i32, ptr %7, align 4, !dbg !306
  %9 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 1, !dbg !307
  %10 = load i32, ptr %9, align 8, !dbg !307
  %11 = add nsw i32 %8, %10, !dbg !308
  %12 = load i32, ptr %4, align 4, !dbg !309
  %13 = add nsw i32 %11, %12, !dbg !310
  ret i32 %13, !dbg !311
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #0 comdat align 2 !dbg !312 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !314, !DIExpression(), !315)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef @_ZTT4Both) #7, !dbg !316
  %4 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !316
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #7, !dbg !316
  ret void, !dbg !316
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZTv0_n32_NK4Both3getEv(ptr noundef %0) unnamed_addr #4 comdat align 2 !dbg !317 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !319
  %4 = load ptr, ptr %3, align 8, !dbg !319
  %5 = getelementptr inbounds i8, ptr %4, i64 -32, !dbg !319
  %6 = load i64, ptr %5, align 8, !dbg !319
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !319
  %8 = tail call noundef i32 @_ZNK4Both3getEv(ptr noundef nonnull align 8 dereferenceable(48) %7), !dbg !319
  ret i32 %8, !dbg !319
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !320 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !322, !DIExpression(), !324)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !325
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1, !dbg !326
  store i32 3, ptr %4, align 8, !dbg !326
  ret void, !dbg !325
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !327 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !332, !DIExpression(), !334)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !335, !DIExpression(), !334)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !338
  store ptr %7, ptr %5, align 8, !dbg !338
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !338
  %9 = load ptr, ptr %8, align 8, !dbg !338
  %10 = load ptr, ptr %5, align 8, !dbg !338
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !338
  %12 = load i64, ptr %11, align 8, !dbg !338
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !338
  store ptr %9, ptr %13, align 8, !dbg !338
  %14 = getelementptr inbounds %struct.Left, ptr %5, i32 0, i32 1, !dbg !339
  store i32 4, ptr %14, align 8, !dbg !339
  ret void, !dbg !338
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !340 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !345, !DIExpression(), !347)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !348, !DIExpression(), !347)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8, !dbg !349
  store ptr %7, ptr %5, align 8, !dbg !349
  %8 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !349
  %9 = load ptr, ptr %8, align 8, !dbg !349
  %10 = load ptr, ptr %5, align 8, !dbg !349
  %11 = getelementptr i8, ptr %10, i64 -24, !dbg !349
  %12 = load i64, ptr %11, align 8, !dbg !349
  %13 = getelementptr inbounds i8, ptr %5, i64 %12, !dbg !349
  store ptr %9, ptr %13, align 8, !dbg !349
  %14 = getelementptr inbounds %struct.Right, ptr %5, i32 0, i32 1, !dbg !350
  store i32 5, ptr %14, align 8, !dbg !350
  ret void, !dbg !349
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !351 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !353, !DIExpression(), !354)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT4Left) #7, !dbg !355
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !355
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #7, !dbg !355
  ret void, !dbg !355
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !356 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7, !dbg !359
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #8, !dbg !359
  ret void, !dbg !359
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4LeftD1Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !360 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !361
  %4 = load ptr, ptr %3, align 8, !dbg !361
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !361
  %6 = load i64, ptr %5, align 8, !dbg !361
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !361
  tail call void @_ZN4LeftD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #7, !dbg !361
  ret void, !dbg !361
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4LeftD0Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !362 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !363
  %4 = load ptr, ptr %3, align 8, !dbg !363
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !363
  %6 = load i64, ptr %5, align 8, !dbg !363
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !363
  tail call void @_ZN4LeftD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #7, !dbg !363
  ret void, !dbg !363
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Base3getEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !364 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !365, !DIExpression(), !367)
  %3 = load ptr, ptr %2, align 8
  ret i32 1, !dbg !368
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !369 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !371, !DIExpression(), !372)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT5Right) #7, !dbg !373
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !373
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #7, !dbg !373
  ret void, !dbg !373
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !374 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !375, !DIExpression(), !376)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7, !dbg !377
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #8, !dbg !377
  ret void, !dbg !377
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N5RightD1Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !378 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !379
  %4 = load ptr, ptr %3, align 8, !dbg !379
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !379
  %6 = load i64, ptr %5, align 8, !dbg !379
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !379
  tail call void @_ZN5RightD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #7, !dbg !379
  ret void, !dbg !379
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N5RightD0Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !380 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !381
  %4 = load ptr, ptr %3, align 8, !dbg !381
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !381
  %6 = load i64, ptr %5, align 8, !dbg !381
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !381
  tail call void @_ZN5RightD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #7, !dbg !381
  ret void, !dbg !381
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #0 comdat align 2 !dbg !382 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !383, !DIExpression(), !384)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #7, !dbg !385
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 48) #8, !dbg !385
  ret void, !dbg !385
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !386 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !387
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !387
  tail call void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %4) #7, !dbg !387
  ret void, !dbg !387
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !388 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !389
  %4 = getelementptr inbounds i8, ptr %3, i64 -16, !dbg !389
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %4) #7, !dbg !389
  ret void, !dbg !389
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4BothD1Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !390 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !391
  %4 = load ptr, ptr %3, align 8, !dbg !391
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !391
  %6 = load i64, ptr %5, align 8, !dbg !391
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !391
  tail call void @_ZN4BothD1Ev(ptr noundef nonnull align 8 dereferenceable(48) %7) #7, !dbg !391
  ret void, !dbg !391
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N4BothD0Ev(ptr noundef %0) unnamed_addr #5 comdat align 2 !dbg !392 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !393
  %4 = load ptr, ptr %3, align 8, !dbg !393
  %5 = getelementptr inbounds i8, ptr %4, i64 -24, !dbg !393
  %6 = load i64, ptr %5, align 8, !dbg !393
  %7 = getelementptr inbounds i8, ptr %3, i64 %6, !dbg !393
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %7) #7, !dbg !393
  ret void, !dbg !393
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !394 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !395, !DIExpression(), !396)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !397
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !398 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !399, !DIExpression(), !400)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7, !dbg !401
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #8, !dbg !401
  ret void, !dbg !402
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !403 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !404, !DIExpression(), !405)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !406, !DIExpression(), !405)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !407
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !408 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !409, !DIExpression(), !410)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !411, !DIExpression(), !410)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void, !dbg !412
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) unnamed_addr #0 comdat align 2 !dbg !413 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !414, !DIExpression(), !415)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !416, !DIExpression(), !415)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !417
  %8 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !417
  call void @_ZN5RightD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8) #7, !dbg !417
  %9 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !417
  call void @_ZN4LeftD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %9) #7, !dbg !417
  ret void, !dbg !419
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.linker.options = !{}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", linkageName: "_ZN6HolderIN5outer5inner5ArrayEJcEE5countE", scope: !2, file: !3, line: 25, type: !13, isLocal: false, isDefinition: true, declaration: !63)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !12, globals: !54, imports: !55, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "di_cpp.cpp", directory: "/work/main/ir/tests/metadata", checksumkind: CSK_MD5, checksum: "a4e0330db8be2be4961a68469cbca971")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Mode", scope: !6, file: !3, line: 13, baseType: !8, size: 8, flags: DIFlagEnumClass, elements: !9, identifier: "_ZTSN5outer5inner4ModeE")
!6 = !DINamespace(name: "inner", scope: !7)
!7 = !DINamespace(name: "outer", scope: null)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !{!10, !11}
!10 = !DIEnumerator(name: "Off", value: 0, isUnsigned: true)
!11 = !DIEnumerator(name: "On", value: 200, isUnsigned: true)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Both", file: !3, line: 30, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, vtableHolder: !17, identifier: "_ZTS4Both")
!15 = !{!16, !39, !45, !47, !49}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !17, extraData: i32 0)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Left", file: !3, line: 28, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, vtableHolder: !17, identifier: "_ZTS4Left")
!18 = !{!19, !37, !38}
!19 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !20, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 27, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, vtableHolder: !20, identifier: "_ZTS4Base")
!21 = !{!22, !27, !28, !32}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Base", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{!13}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !3, line: 27, baseType: !13, size: 32, offset: 64)
!28 = !DISubprogram(name: "~Base", scope: !20, file: !3, line: 27, type: !29, scopeLine: 27, containingType: !20, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !20, file: !3, line: 27, type: !33, scopeLine: 27, containingType: !20, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!33 = !DISubroutineType(types: !34)
!34 = !{!13, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Left", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !17, file: !3, line: 28, baseType: !13, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !40, offset: 128, extraData: i32 0)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Right", file: !3, line: 29, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !41, vtableHolder: !40, identifier: "_ZTS5Right")
!41 = !{!42, !43, !44}
!42 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !40, baseType: !20, offset: 24, flags: DIFlagVirtual, extraData: i32 0)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Right", scope: !3, file: !3, baseType: !23, size: 64, flags: DIFlagArtificial)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !40, file: !3, line: 29, baseType: !13, size: 32, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !14, file: !3, line: 32, baseType: !46, size: 3, offset: 224, flags: DIFlagBitField, extraData: i64 224)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_variable, name: "k", scope: !14, file: !3, line: 33, baseType: !48, flags: DIFlagStaticMember, extraData: i32 7)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!49 = !DISubprogram(name: "get", linkageName: "_ZNK4Both3getEv", scope: !14, file: !3, line: 31, type: !50, scopeLine: 31, containingType: !14, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!50 = !DISubroutineType(types: !51)
!51 = !{!13, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!54 = !{!0}
!55 = !{!56, !61, !62}
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !57, file: !3, line: 16)
!57 = distinct !DISubprogram(name: "twice", linkageName: "_ZN5outer5inner5twiceEi", scope: !6, file: !3, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!13, !13}
!60 = !{}
!61 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !7, entity: !6, file: !3, line: 17)
!62 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !2, entity: !7, file: !3, line: 19)
!63 = !DIDerivedType(tag: DW_TAG_variable, name: "count", scope: !64, file: !3, line: 23, baseType: !13, flags: DIFlagStaticMember)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder<outer::inner::Array, char>", file: !3, line: 21, size: 64, flags: DIFlagTypePassByValue, elements: !65, templateParams: !82, identifier: "_ZTS6HolderIN5outer5inner5ArrayEJcEE")
!65 = !{!66, !63}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !64, file: !3, line: 22, baseType: !67, size: 64)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<long, 1>", scope: !6, file: !3, line: 9, size: 64, flags: DIFlagTypePassByValue, elements: !68, templateParams: !79, identifier: "_ZTSN5outer5inner5ArrayIlLi1EEE")
!68 = !{!69, !74}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !67, file: !3, line: 10, baseType: !70, size: 64)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 64, elements: !72)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !{!73}
!73 = !DISubrange(count: 1)
!74 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIlLi1EE3sumEv", scope: !67, file: !3, line: 11, type: !75, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!75 = !DISubroutineType(types: !76)
!76 = !{!71, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!79 = !{!80, !81}
!80 = !DITemplateTypeParameter(name: "T", type: !71)
!81 = !DITemplateValueParameter(name: "N", type: !13, value: i32 1)
!82 = !{!83, !84}
!83 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "C", value: !"outer::inner::Array")
!84 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !85)
!85 = !{!86}
!86 = !DITemplateTypeParameter(type: !87)
!87 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"frame-pointer", i32 2}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "labels", linkageName: "_Z6labelsi", scope: !3, file: !3, line: 36, type: !97, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !13}
!99 = !DILocalVariable(name: "n", arg: 1, scope: !96, file: !3, line: 36, type: !13)
!100 = !DILocation(line: 36, column: 17, scope: !96)
!101 = !DILocation(line: 36, column: 20, scope: !96)
!102 = !DILabel(scope: !96, name: "again", file: !3, line: 37)
!103 = !DILocation(line: 37, column: 1, scope: !96)
!104 = !DILocation(line: 38, column: 8, scope: !105)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 38, column: 7)
!106 = !DILocation(line: 38, column: 11, scope: !105)
!107 = !DILocation(line: 38, column: 7, scope: !96)
!108 = !DILocation(line: 38, column: 16, scope: !105)
!109 = !DILocation(line: 39, column: 1, scope: !96)
!110 = distinct !DISubprogram(name: "by_ref", linkageName: "_Z6by_refRK4BothRi", scope: !3, file: !3, line: 41, type: !111, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!111 = !DISubroutineType(types: !112)
!112 = !{!13, !113, !114}
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!115 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 41, type: !113)
!116 = !DILocation(line: 41, column: 24, scope: !110)
!117 = !DILocalVariable(name: "out", arg: 2, scope: !110, file: !3, line: 41, type: !114)
!118 = !DILocation(line: 41, column: 32, scope: !110)
!119 = !DILocation(line: 41, column: 45, scope: !110)
!120 = !DILocation(line: 41, column: 47, scope: !110)
!121 = !DILocation(line: 41, column: 39, scope: !110)
!122 = !DILocation(line: 41, column: 43, scope: !110)
!123 = !DILocation(line: 41, column: 61, scope: !110)
!124 = !DILocation(line: 41, column: 65, scope: !110)
!125 = !DILocation(line: 41, column: 54, scope: !110)
!126 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Both3getEv", scope: !14, file: !3, line: 31, type: !50, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !60)
!127 = !DILocalVariable(name: "this", arg: 1, scope: !126, type: !128, flags: DIFlagArtificial | DIFlagObjectPointer)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!129 = !DILocation(line: 0, scope: !126)
!130 = !DILocation(line: 31, column: 37, scope: !126)
!131 = !DILocation(line: 31, column: 41, scope: !126)
!132 = !DILocation(line: 31, column: 39, scope: !126)
!133 = !DILocation(line: 31, column: 45, scope: !126)
!134 = !DILocation(line: 31, column: 43, scope: !126)
!135 = !DILocation(line: 31, column: 49, scope: !126)
!136 = !DILocation(line: 31, column: 47, scope: !126)
!137 = !DILocation(line: 31, column: 30, scope: !126)
!138 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 43, type: !139, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!139 = !DISubroutineType(types: !140)
!140 = !{!13, !13, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!143 = !DILocalVariable(name: "argc", arg: 1, scope: !138, file: !3, line: 43, type: !13)
!144 = !DILocation(line: 43, column: 14, scope: !138)
!145 = !DILocalVariable(arg: 2, scope: !138, file: !3, line: 43, type: !141)
!146 = !DILocation(line: 43, column: 27, scope: !138)
!147 = !DILocalVariable(name: "a", scope: !138, file: !3, line: 44, type: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 2>", scope: !6, file: !3, line: 9, size: 64, flags: DIFlagTypePassByValue, elements: !149, templateParams: !159, identifier: "_ZTSN5outer5inner5ArrayIiLi2EEE")
!149 = !{!150, !154}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !148, file: !3, line: 10, baseType: !151, size: 64)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 2)
!154 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIiLi2EE3sumEv", scope: !148, file: !3, line: 11, type: !155, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{!13, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!159 = !{!160, !161}
!160 = !DITemplateTypeParameter(name: "T", type: !13)
!161 = !DITemplateValueParameter(name: "N", type: !13, defaulted: true, value: i32 2)
!162 = !DILocation(line: 44, column: 21, scope: !138)
!163 = !DILocation(line: 44, column: 22, scope: !138)
!164 = !DILocation(line: 44, column: 24, scope: !138)
!165 = !DILocation(line: 44, column: 23, scope: !138)
!166 = !DILocalVariable(name: "h", scope: !138, file: !3, line: 45, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder<outer::inner::Array, char, short, int>", file: !3, line: 21, size: 192, flags: DIFlagTypePassByValue, elements: !168, templateParams: !184, identifier: "_ZTS6HolderIN5outer5inner5ArrayEJcsiEE")
!168 = !{!169, !183}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !167, file: !3, line: 22, baseType: !170, size: 192)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<long, 3>", scope: !6, file: !3, line: 9, size: 192, flags: DIFlagTypePassByValue, elements: !171, templateParams: !181, identifier: "_ZTSN5outer5inner5ArrayIlLi3EEE")
!171 = !{!172, !176}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !170, file: !3, line: 10, baseType: !173, size: 192)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 192, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 3)
!176 = !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIlLi3EE3sumEv", scope: !170, file: !3, line: 11, type: !177, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{!71, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !170)
!181 = !{!80, !182}
!182 = !DITemplateValueParameter(name: "N", type: !13, value: i32 3)
!183 = !DIDerivedType(tag: DW_TAG_variable, name: "count", scope: !167, file: !3, line: 23, baseType: !13, flags: DIFlagStaticMember)
!184 = !{!83, !185}
!185 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !186)
!186 = !{!86, !187, !189}
!187 = !DITemplateTypeParameter(type: !188)
!188 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!189 = !DITemplateTypeParameter(type: !13)
!190 = !DILocation(line: 45, column: 49, scope: !138)
!191 = !DILocation(line: 46, column: 14, scope: !138)
!192 = !DILocation(line: 46, column: 5, scope: !138)
!193 = !DILocation(line: 46, column: 7, scope: !138)
!194 = !DILocation(line: 46, column: 3, scope: !138)
!195 = !DILocation(line: 46, column: 12, scope: !138)
!196 = !DILocalVariable(name: "both", scope: !138, file: !3, line: 47, type: !14)
!197 = !DILocation(line: 47, column: 8, scope: !138)
!198 = !DILocalVariable(name: "out", scope: !138, file: !3, line: 48, type: !13)
!199 = !DILocation(line: 48, column: 7, scope: !138)
!200 = !DILocalVariable(name: "lam", scope: !138, file: !3, line: 49, type: !201)
!201 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !138, file: !3, line: 49, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !202)
!202 = !{!203, !204}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !201, file: !3, line: 49, baseType: !114, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "argc", scope: !201, file: !3, line: 49, baseType: !13, size: 32, offset: 64)
!205 = !DILocation(line: 49, column: 8, scope: !138)
!206 = !DILocation(line: 49, column: 14, scope: !138)
!207 = !DILocation(line: 49, column: 21, scope: !138)
!208 = !DILocalVariable(name: "m", scope: !138, file: !3, line: 50, type: !5)
!209 = !DILocation(line: 50, column: 15, scope: !138)
!210 = !DILocation(line: 50, column: 19, scope: !138)
!211 = !DILocation(line: 50, column: 24, scope: !138)
!212 = !DILocation(line: 51, column: 10, scope: !138)
!213 = !DILocation(line: 51, column: 3, scope: !138)
!214 = !DILocation(line: 52, column: 18, scope: !138)
!215 = !DILocation(line: 52, column: 10, scope: !138)
!216 = !DILocation(line: 52, column: 34, scope: !138)
!217 = !DILocation(line: 52, column: 36, scope: !138)
!218 = !DILocation(line: 52, column: 32, scope: !138)
!219 = !DILocation(line: 52, column: 25, scope: !138)
!220 = !DILocation(line: 52, column: 44, scope: !138)
!221 = !DILocation(line: 52, column: 42, scope: !138)
!222 = !DILocation(line: 52, column: 64, scope: !138)
!223 = !DILocation(line: 52, column: 62, scope: !138)
!224 = !DILocation(line: 52, column: 73, scope: !138)
!225 = !DILocation(line: 52, column: 71, scope: !138)
!226 = !DILocation(line: 52, column: 121, scope: !138)
!227 = !DILocation(line: 52, column: 116, scope: !138)
!228 = !DILocation(line: 52, column: 114, scope: !138)
!229 = !DILocation(line: 52, column: 3, scope: !138)
!230 = !DILocation(line: 53, column: 1, scope: !138)
!231 = distinct !DISubprogram(name: "Both", linkageName: "_ZN4BothC1Ev", scope: !14, file: !3, line: 30, type: !232, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !235, retainedNodes: !60)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = !DISubprogram(name: "Both", scope: !14, type: !232, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!236 = !DILocalVariable(name: "this", arg: 1, scope: !231, type: !237, flags: DIFlagArtificial | DIFlagObjectPointer)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!238 = !DILocation(line: 0, scope: !231)
!239 = !DILocation(line: 30, column: 8, scope: !231)
!240 = !DILocation(line: 32, column: 12, scope: !231)
!241 = !DILocalVariable(name: "x", arg: 1, scope: !57, file: !3, line: 14, type: !13)
!242 = !DILocation(line: 14, column: 22, scope: !57)
!243 = !DILocation(line: 14, column: 38, scope: !57)
!244 = !DILocation(line: 14, column: 36, scope: !57)
!245 = !DILocation(line: 14, column: 27, scope: !57)
!246 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIiLi2EE3sumEv", scope: !148, file: !3, line: 11, type: !155, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !154, retainedNodes: !60)
!247 = !DILocalVariable(name: "this", arg: 1, scope: !246, type: !248, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!249 = !DILocation(line: 0, scope: !246)
!250 = !DILocalVariable(name: "s", scope: !246, file: !3, line: 11, type: !13)
!251 = !DILocation(line: 11, column: 21, scope: !246)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 11, type: !13)
!253 = distinct !DILexicalBlock(scope: !246, file: !3, line: 11, column: 26)
!254 = !DILocation(line: 11, column: 35, scope: !253)
!255 = !DILocation(line: 11, column: 31, scope: !253)
!256 = !DILocation(line: 11, column: 42, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !3, line: 11, column: 26)
!258 = !DILocation(line: 11, column: 44, scope: !257)
!259 = !DILocation(line: 11, column: 26, scope: !253)
!260 = !DILocation(line: 11, column: 59, scope: !257)
!261 = !DILocation(line: 11, column: 61, scope: !257)
!262 = !DILocation(line: 11, column: 56, scope: !257)
!263 = !DILocation(line: 11, column: 54, scope: !257)
!264 = !DILocation(line: 11, column: 50, scope: !257)
!265 = !DILocation(line: 11, column: 26, scope: !257)
!266 = distinct !{!266, !259, !267, !268}
!267 = !DILocation(line: 11, column: 62, scope: !253)
!268 = !{!"llvm.loop.mustprogress"}
!269 = !DILocation(line: 11, column: 72, scope: !246)
!270 = !DILocation(line: 11, column: 65, scope: !246)
!271 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK5outer5inner5ArrayIlLi3EE3sumEv", scope: !170, file: !3, line: 11, type: !177, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !176, retainedNodes: !60)
!272 = !DILocalVariable(name: "this", arg: 1, scope: !271, type: !273, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!274 = !DILocation(line: 0, scope: !271)
!275 = !DILocalVariable(name: "s", scope: !271, file: !3, line: 11, type: !71)
!276 = !DILocation(line: 11, column: 21, scope: !271)
!277 = !DILocalVariable(name: "i", scope: !278, file: !3, line: 11, type: !13)
!278 = distinct !DILexicalBlock(scope: !271, file: !3, line: 11, column: 26)
!279 = !DILocation(line: 11, column: 35, scope: !278)
!280 = !DILocation(line: 11, column: 31, scope: !278)
!281 = !DILocation(line: 11, column: 42, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !3, line: 11, column: 26)
!283 = !DILocation(line: 11, column: 44, scope: !282)
!284 = !DILocation(line: 11, column: 26, scope: !278)
!285 = !DILocation(line: 11, column: 59, scope: !282)
!286 = !DILocation(line: 11, column: 61, scope: !282)
!287 = !DILocation(line: 11, column: 56, scope: !282)
!288 = !DILocation(line: 11, column: 54, scope: !282)
!289 = !DILocation(line: 11, column: 50, scope: !282)
!290 = !DILocation(line: 11, column: 26, scope: !282)
!291 = distinct !{!291, !284, !292, !268}
!292 = !DILocation(line: 11, column: 62, scope: !278)
!293 = !DILocation(line: 11, column: 72, scope: !271)
!294 = !DILocation(line: 11, column: 65, scope: !271)
!295 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !201, file: !3, line: 49, type: !296, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !300, retainedNodes: !60)
!296 = !DISubroutineType(types: !297)
!297 = !{!13, !298, !13}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!300 = !DISubprogram(name: "operator()", scope: !201, file: !3, line: 49, type: !296, scopeLine: 49, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!301 = !DILocalVariable(name: "this", arg: 1, scope: !295, type: !302, flags: DIFlagArtificial | DIFlagObjectPointer)
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!303 = !DILocation(line: 0, scope: !295)
!304 = !DILocalVariable(name: "d", arg: 2, scope: !295, file: !3, line: 49, type: !13)
!305 = !DILocation(line: 49, column: 31, scope: !295)
!306 = !DILocation(line: 49, column: 43, scope: !295)
!307 = !DILocation(line: 49, column: 49, scope: !295)
!308 = !DILocation(line: 49, column: 47, scope: !295)
!309 = !DILocation(line: 49, column: 56, scope: !295)
!310 = !DILocation(line: 49, column: 54, scope: !295)
!311 = !DILocation(line: 49, column: 36, scope: !295)
!312 = distinct !DISubprogram(name: "~Both", linkageName: "_ZN4BothD1Ev", scope: !14, file: !3, line: 30, type: !232, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !313, retainedNodes: !60)
!313 = !DISubprogram(name: "~Both", scope: !14, type: !232, containingType: !14, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!314 = !DILocalVariable(name: "this", arg: 1, scope: !312, type: !237, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DILocation(line: 0, scope: !312)
!316 = !DILocation(line: 30, column: 8, scope: !312)
!317 = distinct !DISubprogram(linkageName: "_ZTv0_n32_NK4Both3getEv", scope: !3, file: !3, line: 31, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!318 = !DISubroutineType(types: !60)
!319 = !DILocation(line: 0, scope: !317)
!320 = distinct !DISubprogram(name: "Base", linkageName: "_ZN4BaseC2Ev", scope: !20, file: !3, line: 27, type: !29, scopeLine: 27, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !321, retainedNodes: !60)
!321 = !DISubprogram(name: "Base", scope: !20, type: !29, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!322 = !DILocalVariable(name: "this", arg: 1, scope: !320, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!324 = !DILocation(line: 0, scope: !320)
!325 = !DILocation(line: 27, column: 8, scope: !320)
!326 = !DILocation(line: 27, column: 76, scope: !320)
!327 = distinct !DISubprogram(name: "Left", linkageName: "_ZN4LeftC2Ev", scope: !17, file: !3, line: 28, type: !328, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !331, retainedNodes: !60)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DISubprogram(name: "Left", scope: !17, type: !328, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!332 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!334 = !DILocation(line: 0, scope: !327)
!335 = !DILocalVariable(name: "vtt", arg: 2, scope: !327, type: !336, flags: DIFlagArtificial)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!338 = !DILocation(line: 28, column: 8, scope: !327)
!339 = !DILocation(line: 28, column: 34, scope: !327)
!340 = distinct !DISubprogram(name: "Right", linkageName: "_ZN5RightC2Ev", scope: !40, file: !3, line: 29, type: !341, scopeLine: 29, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !344, retainedNodes: !60)
!341 = !DISubroutineType(types: !342)
!342 = !{null, !343}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DISubprogram(name: "Right", scope: !40, type: !341, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!345 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!347 = !DILocation(line: 0, scope: !340)
!348 = !DILocalVariable(name: "vtt", arg: 2, scope: !340, type: !336, flags: DIFlagArtificial)
!349 = !DILocation(line: 29, column: 8, scope: !340)
!350 = !DILocation(line: 29, column: 35, scope: !340)
!351 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD1Ev", scope: !17, file: !3, line: 28, type: !328, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !352, retainedNodes: !60)
!352 = !DISubprogram(name: "~Left", scope: !17, type: !328, containingType: !17, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!353 = !DILocalVariable(name: "this", arg: 1, scope: !351, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!354 = !DILocation(line: 0, scope: !351)
!355 = !DILocation(line: 28, column: 8, scope: !351)
!356 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD0Ev", scope: !17, file: !3, line: 28, type: !328, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !352, retainedNodes: !60)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 28, column: 8, scope: !356)
!360 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N4LeftD1Ev", scope: !3, file: !3, line: 28, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!361 = !DILocation(line: 0, scope: !360)
!362 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N4LeftD0Ev", scope: !3, file: !3, line: 28, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!363 = !DILocation(line: 0, scope: !362)
!364 = distinct !DISubprogram(name: "get", linkageName: "_ZNK4Base3getEv", scope: !20, file: !3, line: 27, type: !33, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !32, retainedNodes: !60)
!365 = !DILocalVariable(name: "this", arg: 1, scope: !364, type: !366, flags: DIFlagArtificial | DIFlagObjectPointer)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!367 = !DILocation(line: 0, scope: !364)
!368 = !DILocation(line: 27, column: 60, scope: !364)
!369 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD1Ev", scope: !40, file: !3, line: 29, type: !341, scopeLine: 29, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !370, retainedNodes: !60)
!370 = !DISubprogram(name: "~Right", scope: !40, type: !341, containingType: !40, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!371 = !DILocalVariable(name: "this", arg: 1, scope: !369, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DILocation(line: 0, scope: !369)
!373 = !DILocation(line: 29, column: 8, scope: !369)
!374 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD0Ev", scope: !40, file: !3, line: 29, type: !341, scopeLine: 29, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !370, retainedNodes: !60)
!375 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DILocation(line: 0, scope: !374)
!377 = !DILocation(line: 29, column: 8, scope: !374)
!378 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N5RightD1Ev", scope: !3, file: !3, line: 29, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!379 = !DILocation(line: 0, scope: !378)
!380 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N5RightD0Ev", scope: !3, file: !3, line: 29, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!381 = !DILocation(line: 0, scope: !380)
!382 = distinct !DISubprogram(name: "~Both", linkageName: "_ZN4BothD0Ev", scope: !14, file: !3, line: 30, type: !232, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !313, retainedNodes: !60)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !237, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DILocation(line: 0, scope: !382)
!385 = !DILocation(line: 30, column: 8, scope: !382)
!386 = distinct !DISubprogram(linkageName: "_ZThn16_N4BothD1Ev", scope: !3, file: !3, line: 30, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!387 = !DILocation(line: 0, scope: !386)
!388 = distinct !DISubprogram(linkageName: "_ZThn16_N4BothD0Ev", scope: !3, file: !3, line: 30, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!389 = !DILocation(line: 0, scope: !388)
!390 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N4BothD1Ev", scope: !3, file: !3, line: 30, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!391 = !DILocation(line: 0, scope: !390)
!392 = distinct !DISubprogram(linkageName: "_ZTv0_n24_N4BothD0Ev", scope: !3, file: !3, line: 30, type: !318, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition, unit: !2)
!393 = !DILocation(line: 0, scope: !392)
!394 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD2Ev", scope: !20, file: !3, line: 27, type: !29, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !28, retainedNodes: !60)
!395 = !DILocalVariable(name: "this", arg: 1, scope: !394, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!396 = !DILocation(line: 0, scope: !394)
!397 = !DILocation(line: 27, column: 32, scope: !394)
!398 = distinct !DISubprogram(name: "~Base", linkageName: "_ZN4BaseD0Ev", scope: !20, file: !3, line: 27, type: !29, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !28, retainedNodes: !60)
!399 = !DILocalVariable(name: "this", arg: 1, scope: !398, type: !323, flags: DIFlagArtificial | DIFlagObjectPointer)
!400 = !DILocation(line: 0, scope: !398)
!401 = !DILocation(line: 27, column: 31, scope: !398)
!402 = !DILocation(line: 27, column: 32, scope: !398)
!403 = distinct !DISubprogram(name: "~Left", linkageName: "_ZN4LeftD2Ev", scope: !17, file: !3, line: 28, type: !328, scopeLine: 28, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !352, retainedNodes: !60)
!404 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !333, flags: DIFlagArtificial | DIFlagObjectPointer)
!405 = !DILocation(line: 0, scope: !403)
!406 = !DILocalVariable(name: "vtt", arg: 2, scope: !403, type: !336, flags: DIFlagArtificial)
!407 = !DILocation(line: 28, column: 8, scope: !403)
!408 = distinct !DISubprogram(name: "~Right", linkageName: "_ZN5RightD2Ev", scope: !40, file: !3, line: 29, type: !341, scopeLine: 29, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !370, retainedNodes: !60)
!409 = !DILocalVariable(name: "this", arg: 1, scope: !408, type: !346, flags: DIFlagArtificial | DIFlagObjectPointer)
!410 = !DILocation(line: 0, scope: !408)
!411 = !DILocalVariable(name: "vtt", arg: 2, scope: !408, type: !336, flags: DIFlagArtificial)
!412 = !DILocation(line: 29, column: 8, scope: !408)
!413 = distinct !DISubprogram(name: "~Both", linkageName: "_ZN4BothD2Ev", scope: !14, file: !3, line: 30, type: !232, scopeLine: 30, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !313, retainedNodes: !60)
!414 = !DILocalVariable(name: "this", arg: 1, scope: !413, type: !237, flags: DIFlagArtificial | DIFlagObjectPointer)
!415 = !DILocation(line: 0, scope: !413)
!416 = !DILocalVariable(name: "vtt", arg: 2, scope: !413, type: !336, flags: DIFlagArtificial)
!417 = !DILocation(line: 30, column: 8, scope: !418)
!418 = distinct !DILexicalBlock(scope: !413, file: !3, line: 30, column: 8)
!419 = !DILocation(line: 30, column: 8, scope: !413)
