; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Big = type { [120 x i32], i32 }

@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"digit sum = %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fib(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"100! * fib(300) digit sum = %u limbs = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca %struct.Big, align 4
  %4 = alloca %struct.Big, align 4
  %5 = alloca %struct.Big, align 4
  %6 = alloca %struct.Big, align 4
  %7 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %2) #8
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %8, i8 0, i64 476, i1 false)
  store i32 1, ptr %2, align 4, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %2, i64 480
  store i32 1, ptr %9, align 4, !tbaa !13
  br label %62

10:                                               ; preds = %90
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str)
  %12 = load i32, ptr %9, align 4, !tbaa !13
  %13 = add nsw i32 %12, -1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !9
  %17 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %16)
  %18 = icmp sgt i32 %12, 1
  br i1 %18, label %19, label %29

19:                                               ; preds = %10
  %20 = add nsw i32 %12, -2
  %21 = zext nneg i32 %20 to i64
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %21, %19 ], [ %27, %22 ]
  %24 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !9
  %26 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %25)
  %27 = add nsw i64 %23, -1
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %29, label %22, !llvm.loop !15

29:                                               ; preds = %22, %10
  %30 = tail call i32 @putchar(i32 10)
  %31 = icmp sgt i32 %12, 0
  br i1 %31, label %32, label %53

32:                                               ; preds = %29
  %33 = zext nneg i32 %12 to i64
  br label %34

34:                                               ; preds = %40, %32
  %35 = phi i64 [ 0, %32 ], [ %42, %40 ]
  %36 = phi i32 [ 0, %32 ], [ %41, %40 ]
  %37 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %35
  %38 = load i32, ptr %37, align 4, !tbaa !9
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %44, %34
  %41 = phi i32 [ %36, %34 ], [ %51, %44 ]
  %42 = add nuw nsw i64 %35, 1
  %43 = icmp eq i64 %42, %33
  br i1 %43, label %53, label %34, !llvm.loop !17

44:                                               ; preds = %34, %44
  %45 = phi i32 [ %48, %44 ], [ %38, %34 ]
  %46 = phi i32 [ %51, %44 ], [ %36, %34 ]
  %47 = freeze i32 %45
  %48 = udiv i32 %47, 10
  %49 = mul i32 %48, 10
  %50 = sub i32 %47, %49
  %51 = add i32 %50, %46
  %52 = icmp ult i32 %45, 10
  br i1 %52, label %40, label %44, !llvm.loop !18

53:                                               ; preds = %40, %29
  %54 = phi i32 [ 0, %29 ], [ %41, %40 ]
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %54)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5)
  %56 = getelementptr inbounds i8, ptr %3, i64 480
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(480) %3, i8 0, i64 480, i1 false)
  store i32 1, ptr %56, align 4, !tbaa !13
  %57 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %57, i8 0, i64 476, i1 false)
  store i32 1, ptr %4, align 4, !tbaa !9
  %58 = getelementptr inbounds i8, ptr %4, i64 480
  store i32 1, ptr %58, align 4, !tbaa !13
  %59 = getelementptr inbounds i8, ptr %1, i64 480
  br label %124

60:                                               ; preds = %90
  %61 = load i32, ptr %9, align 4, !tbaa !13
  br label %62

62:                                               ; preds = %60, %0
  %63 = phi i32 [ %61, %60 ], [ 1, %0 ]
  %64 = phi i64 [ %91, %60 ], [ 2, %0 ]
  %65 = icmp sgt i32 %63, 0
  br i1 %65, label %68, label %90

66:                                               ; preds = %68
  %67 = icmp ult i64 %75, 1000000000
  br i1 %67, label %90, label %85

68:                                               ; preds = %62, %68
  %69 = phi i64 [ %81, %68 ], [ 0, %62 ]
  %70 = phi i64 [ %77, %68 ], [ 0, %62 ]
  %71 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %69
  %72 = load i32, ptr %71, align 4, !tbaa !9
  %73 = zext i32 %72 to i64
  %74 = mul nuw nsw i64 %64, %73
  %75 = add nuw nsw i64 %74, %70
  %76 = freeze i64 %75
  %77 = udiv i64 %76, 1000000000
  %78 = mul i64 %77, 1000000000
  %79 = sub i64 %76, %78
  %80 = trunc nuw nsw i64 %79 to i32
  store i32 %80, ptr %71, align 4, !tbaa !9
  %81 = add nuw nsw i64 %69, 1
  %82 = load i32, ptr %9, align 4, !tbaa !13
  %83 = sext i32 %82 to i64
  %84 = icmp slt i64 %81, %83
  br i1 %84, label %68, label %66, !llvm.loop !19

85:                                               ; preds = %66
  %86 = trunc nuw nsw i64 %77 to i32
  %87 = add nsw i32 %82, 1
  store i32 %87, ptr %9, align 4, !tbaa !13
  %88 = sext i32 %82 to i64
  %89 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %88
  store i32 %86, ptr %89, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %85, %62, %66
  %91 = add nuw nsw i64 %64, 1
  %92 = icmp eq i64 %91, 101
  br i1 %92, label %10, label %60, !llvm.loop !20

93:                                               ; preds = %153
  %94 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2)
  %95 = load i32, ptr %56, align 4, !tbaa !13
  %96 = add nsw i32 %95, -1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !9
  %100 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %99)
  %101 = icmp sgt i32 %95, 1
  br i1 %101, label %102, label %112

102:                                              ; preds = %93
  %103 = add nsw i32 %95, -2
  %104 = zext nneg i32 %103 to i64
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i64 [ %104, %102 ], [ %110, %105 ]
  %107 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !9
  %109 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %108)
  %110 = add nsw i64 %106, -1
  %111 = icmp eq i64 %106, 0
  br i1 %111, label %112, label %105, !llvm.loop !15

112:                                              ; preds = %105, %93
  %113 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %6) #8
  %114 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %114, i8 0, i64 476, i1 false)
  store i32 2, ptr %6, align 4, !tbaa !9
  %115 = getelementptr inbounds i8, ptr %6, i64 480
  store i32 1, ptr %115, align 4, !tbaa !13
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  call fastcc void @big_mul(ptr noundef nonnull %6, ptr noundef nonnull %6, ptr noundef nonnull %6)
  %116 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3)
  %117 = load i32, ptr %115, align 4, !tbaa !13
  %118 = add nsw i32 %117, -1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !9
  %122 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %121)
  %123 = icmp sgt i32 %117, 1
  br i1 %123, label %156, label %166

124:                                              ; preds = %53, %153
  %125 = phi i32 [ 0, %53 ], [ %154, %153 ]
  %126 = load i32, ptr %56, align 4, !tbaa !13
  %127 = load i32, ptr %58, align 4, !tbaa !13
  %128 = tail call i32 @llvm.smax.i32(i32 %126, i32 %127)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %1, i8 0, i64 484, i1 false)
  %129 = icmp sgt i32 %128, 0
  br i1 %129, label %131, label %130

130:                                              ; preds = %124
  store i32 %128, ptr %59, align 4, !tbaa !13
  br label %153

131:                                              ; preds = %124
  %132 = zext nneg i32 %128 to i64
  br label %134

133:                                              ; preds = %134
  store i32 %128, ptr %59, align 4, !tbaa !13
  br i1 %143, label %150, label %153

134:                                              ; preds = %134, %131
  %135 = phi i64 [ 0, %131 ], [ %148, %134 ]
  %136 = phi i32 [ 0, %131 ], [ %144, %134 ]
  %137 = getelementptr inbounds [120 x i32], ptr %3, i64 0, i64 %135
  %138 = load i32, ptr %137, align 4, !tbaa !9
  %139 = getelementptr inbounds [120 x i32], ptr %4, i64 0, i64 %135
  %140 = load i32, ptr %139, align 4, !tbaa !9
  %141 = add i32 %138, %136
  %142 = add i32 %141, %140
  %143 = icmp ugt i32 %142, 999999999
  %144 = zext i1 %143 to i32
  %145 = select i1 %143, i32 -1000000000, i32 0
  %146 = add i32 %145, %142
  %147 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %135
  store i32 %146, ptr %147, align 4, !tbaa !9
  %148 = add nuw nsw i64 %135, 1
  %149 = icmp eq i64 %148, %132
  br i1 %149, label %133, label %134, !llvm.loop !21

150:                                              ; preds = %133
  %151 = add nuw nsw i32 %128, 1
  store i32 %151, ptr %59, align 4, !tbaa !13
  %152 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %132
  store i32 1, ptr %152, align 4, !tbaa !9
  br label %153

153:                                              ; preds = %130, %133, %150
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, ptr noundef nonnull align 4 dereferenceable(484) %1, i64 484, i1 false), !tbaa.struct !22
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %3, ptr noundef nonnull align 4 dereferenceable(484) %4, i64 484, i1 false), !tbaa.struct !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %4, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !tbaa.struct !22
  %154 = add nuw nsw i32 %125, 1
  %155 = icmp eq i32 %154, 300
  br i1 %155, label %93, label %124, !llvm.loop !24

156:                                              ; preds = %112
  %157 = add nsw i32 %117, -2
  %158 = zext nneg i32 %157 to i64
  br label %159

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %158, %156 ], [ %164, %159 ]
  %161 = getelementptr inbounds [120 x i32], ptr %6, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !9
  %163 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %162)
  %164 = add nsw i64 %160, -1
  %165 = icmp eq i64 %160, 0
  br i1 %165, label %166, label %159, !llvm.loop !15

166:                                              ; preds = %159, %112
  %167 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %7) #8
  call fastcc void @big_mul(ptr noundef nonnull %7, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %168 = getelementptr inbounds i8, ptr %7, i64 480
  %169 = load i32, ptr %168, align 4, !tbaa !13
  %170 = icmp sgt i32 %169, 0
  br i1 %170, label %171, label %192

171:                                              ; preds = %166
  %172 = zext nneg i32 %169 to i64
  br label %173

173:                                              ; preds = %179, %171
  %174 = phi i64 [ 0, %171 ], [ %181, %179 ]
  %175 = phi i32 [ 0, %171 ], [ %180, %179 ]
  %176 = getelementptr inbounds [120 x i32], ptr %7, i64 0, i64 %174
  %177 = load i32, ptr %176, align 4, !tbaa !9
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %179, label %183

179:                                              ; preds = %183, %173
  %180 = phi i32 [ %175, %173 ], [ %190, %183 ]
  %181 = add nuw nsw i64 %174, 1
  %182 = icmp eq i64 %181, %172
  br i1 %182, label %192, label %173, !llvm.loop !17

183:                                              ; preds = %173, %183
  %184 = phi i32 [ %187, %183 ], [ %177, %173 ]
  %185 = phi i32 [ %190, %183 ], [ %175, %173 ]
  %186 = freeze i32 %184
  %187 = udiv i32 %186, 10
  %188 = mul i32 %187, 10
  %189 = sub i32 %186, %188
  %190 = add i32 %189, %185
  %191 = icmp ult i32 %184, 10
  br i1 %191, label %179, label %183, !llvm.loop !18

192:                                              ; preds = %179, %166
  %193 = phi i32 [ 0, %166 ], [ %180, %179 ]
  %194 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %193, i32 noundef signext %169)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %2) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @big_mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #4 {
  %4 = alloca [240 x i64], align 8
  %5 = alloca %struct.Big, align 4
  call void @llvm.lifetime.start.p0(i64 1920, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1920) %4, i8 0, i64 1920, i1 false)
  %6 = getelementptr inbounds i8, ptr %1, i64 480
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = icmp sgt i32 %7, 0
  %9 = getelementptr inbounds i8, ptr %2, i64 480
  %10 = load i32, ptr %9, align 4, !tbaa !13
  br i1 %8, label %11, label %21

11:                                               ; preds = %3
  %12 = icmp sgt i32 %10, 0
  %13 = zext nneg i32 %7 to i64
  %14 = zext nneg i32 %10 to i64
  br label %15

15:                                               ; preds = %11, %25
  %16 = phi i64 [ 0, %11 ], [ %26, %25 ]
  br i1 %12, label %17, label %25

17:                                               ; preds = %15
  %18 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = zext i32 %19 to i64
  br label %28

21:                                               ; preds = %25, %3
  call void @llvm.lifetime.start.p0(i64 484, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %5, i8 0, i64 480, i1 false)
  %22 = add nsw i32 %10, %7
  %23 = icmp sgt i32 %22, 0
  %24 = zext i32 %22 to i64
  br i1 %23, label %53, label %51

25:                                               ; preds = %48, %15
  %26 = add nuw nsw i64 %16, 1
  %27 = icmp eq i64 %26, %13
  br i1 %27, label %21, label %15, !llvm.loop !25

28:                                               ; preds = %17, %48
  %29 = phi i64 [ 0, %17 ], [ %49, %48 ]
  %30 = getelementptr inbounds [120 x i32], ptr %2, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !9
  %32 = zext i32 %31 to i64
  %33 = mul nuw i64 %32, %20
  %34 = add nuw nsw i64 %29, %16
  %35 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !26
  %37 = add i64 %33, %36
  store i64 %37, ptr %35, align 8, !tbaa !26
  %38 = icmp ugt i64 %37, 7999999999999999999
  br i1 %38, label %39, label %48

39:                                               ; preds = %28
  %40 = freeze i64 %37
  %41 = udiv i64 %40, 1000000000
  %42 = add nuw nsw i64 %34, 1
  %43 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8, !tbaa !26
  %45 = add i64 %44, %41
  store i64 %45, ptr %43, align 8, !tbaa !26
  %46 = mul i64 %41, 1000000000
  %47 = sub i64 %40, %46
  store i64 %47, ptr %35, align 8, !tbaa !26
  br label %48

48:                                               ; preds = %28, %39
  %49 = add nuw nsw i64 %29, 1
  %50 = icmp eq i64 %49, %14
  br i1 %50, label %25, label %28, !llvm.loop !28

51:                                               ; preds = %53, %21
  %52 = getelementptr inbounds i8, ptr %5, i64 480
  br label %67

53:                                               ; preds = %21, %53
  %54 = phi i64 [ %65, %53 ], [ 0, %21 ]
  %55 = phi i64 [ %60, %53 ], [ 0, %21 ]
  %56 = getelementptr inbounds [240 x i64], ptr %4, i64 0, i64 %54
  %57 = load i64, ptr %56, align 8, !tbaa !26
  %58 = add i64 %57, %55
  %59 = freeze i64 %58
  %60 = udiv i64 %59, 1000000000
  %61 = mul i64 %60, 1000000000
  %62 = sub i64 %59, %61
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %54
  store i32 %63, ptr %64, align 4, !tbaa !9
  %65 = add nuw nsw i64 %54, 1
  %66 = icmp eq i64 %65, %24
  br i1 %66, label %51, label %53, !llvm.loop !29

67:                                               ; preds = %71, %51
  %68 = phi i64 [ %72, %71 ], [ %24, %51 ]
  %69 = trunc nuw i64 %68 to i32
  store i32 %69, ptr %52, align 4, !tbaa !13
  %70 = icmp sgt i32 %69, 1
  br i1 %70, label %71, label %76

71:                                               ; preds = %67
  %72 = add nsw i64 %68, -1
  %73 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !9
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %67, label %76, !llvm.loop !30

76:                                               ; preds = %67, %71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(484) %0, ptr noundef nonnull align 4 dereferenceable(484) %5, i64 484, i1 false), !tbaa.struct !22
  call void @llvm.lifetime.end.p0(i64 484, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 1920, ptr nonnull %4) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 8}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !10, i64 480}
!14 = !{!"", !11, i64 0, !10, i64 480}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{i64 0, i64 480, !23, i64 480, i64 4, !9}
!23 = !{!11, !11, i64 0}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = !{!27, !27, i64 0}
!27 = !{!"long", !11, i64 0}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
!30 = distinct !{!30, !16}
