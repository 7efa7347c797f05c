; ModuleID = 'tests/programs/features/coro.cpp'
source_filename = "tests/programs/features/coro.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Gen = type { %"struct.std::coroutine_handle" }
%"struct.std::coroutine_handle" = type { %"struct.std::coroutine_handle.0" }
%"struct.std::coroutine_handle.0" = type { ptr }
%"struct.Gen::promise_type" = type { i32 }
%"struct.std::suspend_always" = type { i8 }
%_Z7squaresi.Frame = type { ptr, ptr, %"struct.Gen::promise_type", i32, ptr, i32, i32, i2, %"struct.std::suspend_always", %"struct.std::suspend_always", %"struct.std::suspend_always" }

$_ZN3Gen12promise_type17get_return_objectEv = comdat any

$_ZN3Gen12promise_type15initial_suspendEv = comdat any

$_ZNKSt14suspend_always11await_readyEv = comdat any

$_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE = comdat any

$_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv = comdat any

$_ZNKSt14suspend_always12await_resumeEv = comdat any

$_ZN3Gen12promise_type11yield_valueEi = comdat any

$_ZN3Gen12promise_type11return_voidEv = comdat any

$_ZN3Gen12promise_type19unhandled_exceptionEv = comdat any

$__clang_call_terminate = comdat any

$_ZN3Gen12promise_type13final_suspendEv = comdat any

$_ZNKSt16coroutine_handleIvE6resumeEv = comdat any

$_ZNKSt16coroutine_handleIvE4doneEv = comdat any

$_ZNKSt16coroutine_handleIN3Gen12promise_typeEE7promiseEv = comdat any

$_ZN3GenD2Ev = comdat any

$_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_promiseERS1_ = comdat any

$_ZNSt16coroutine_handleIN3Gen12promise_typeEEC2Ev = comdat any

$_ZNSt16coroutine_handleIvEC2Ev = comdat any

$_ZNKSt16coroutine_handleIvE7addressEv = comdat any

$_ZNKSt16coroutine_handleIvE7destroyEv = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone
define dso_local void @_Z7squaresi(ptr dead_on_unwind writable sret(%struct.Gen) align 8 %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %"struct.Gen::promise_type", align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %"struct.std::suspend_always", align 1
  %10 = alloca %"struct.std::suspend_always", align 1
  %11 = alloca i32, align 4
  %12 = alloca %"struct.std::suspend_always", align 1
  %13 = alloca %"struct.std::suspend_always", align 1
  %14 = alloca %"struct.std::suspend_always", align 1
  %15 = alloca %"struct.std::suspend_always", align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  br i1 true, label %18, label %16

16:                                               ; preds = %2
  %17 = phi ptr [ null, %2 ]
  br label %22

18:                                               ; preds = %2
  %19 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #8
  br label %20

20:                                               ; preds = %18
  %21 = phi ptr [ %19, %18 ]
  br label %22

22:                                               ; preds = %16, %20
  %23 = phi ptr [ %17, %16 ], [ %21, %20 ]
  %24 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 0
  store ptr @_Z7squaresi.resume, ptr %24, align 8
  %25 = select i1 true, ptr @_Z7squaresi.destroy, ptr @_Z7squaresi.cleanup
  %26 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 1
  store ptr %25, ptr %26, align 8
  br label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 3
  %29 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 4
  %30 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 5
  %31 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 8
  %32 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 6
  %33 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 9
  %34 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 10
  %35 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 2
  br label %36

36:                                               ; preds = %27
  %37 = load i32, ptr %4, align 4
  store i32 %37, ptr %28, align 4
  %38 = getelementptr inbounds %"struct.Gen::promise_type", ptr %35, i32 0, i32 0
  %39 = load i32, ptr %28, align 4
  store i32 %39, ptr %38, align 4
  invoke void @_ZN3Gen12promise_type17get_return_objectEv(ptr dead_on_unwind writable sret(%struct.Gen) align 8 %0, ptr noundef nonnull align 4 dereferenceable(4) %35) #9
          to label %40 unwind label %51

40:                                               ; preds = %36
  call void @_ZN3Gen12promise_type15initial_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %35) #10
  %41 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %31) #10
  br i1 %41, label %59, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 7
  store i2 0, ptr %43, align 1
  br label %44

44:                                               ; preds = %42
  invoke void @_Z7squaresi.__await_suspend_wrapper__init(ptr %31, ptr %23)
          to label %45 unwind label %55

45:                                               ; preds = %44
  br label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46
  switch i8 -1, label %156 [
    i8 0, label %59
    i8 1, label %48
  ]

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = phi i32 [ 2, %48 ]
  br label %62

51:                                               ; preds = %36
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %29, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %30, align 4
  br label %163

55:                                               ; preds = %44
  %56 = landingpad { ptr, i32 }
          cleanup
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %29, align 8
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %30, align 4
  br label %159

59:                                               ; preds = %47, %40
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %31) #10
  br label %60

60:                                               ; preds = %59
  %61 = phi i32 [ 0, %59 ]
  br label %62

62:                                               ; preds = %60, %49
  %63 = phi i32 [ %61, %60 ], [ %50, %49 ]
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = phi i32 [ %63, %62 ]
  br label %150

67:                                               ; preds = %62
  store i32 0, ptr %32, align 4
  br label %68

68:                                               ; preds = %103, %67
  %69 = load i32, ptr %32, align 4
  %70 = load i32, ptr %28, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  br label %73

73:                                               ; preds = %72
  %74 = phi i32 [ 4, %72 ]
  br label %106

75:                                               ; preds = %68
  %76 = load i32, ptr %32, align 4
  %77 = load i32, ptr %32, align 4
  %78 = mul nsw i32 %76, %77
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %35, i32 noundef %78) #9
  br label %79

79:                                               ; preds = %75
  %80 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %33) #10
  br i1 %80, label %94, label %81

81:                                               ; preds = %79
  %82 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 7
  store i2 1, ptr %82, align 1
  br label %83

83:                                               ; preds = %81
  invoke void @_Z7squaresi.__await_suspend_wrapper__yield(ptr %33, ptr %23)
          to label %84 unwind label %90

84:                                               ; preds = %83
  br label %85

85:                                               ; preds = %84
  br label %86

86:                                               ; preds = %85
  switch i8 -1, label %156 [
    i8 0, label %94
    i8 1, label %87
  ]

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87
  %89 = phi i32 [ 2, %87 ]
  br label %97

90:                                               ; preds = %83
  %91 = landingpad { ptr, i32 }
          catch ptr null
  %92 = extractvalue { ptr, i32 } %91, 0
  store ptr %92, ptr %29, align 8
  %93 = extractvalue { ptr, i32 } %91, 1
  store i32 %93, ptr %30, align 4
  br label %113

94:                                               ; preds = %86, %79
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %33) #10
  br label %95

95:                                               ; preds = %94
  %96 = phi i32 [ 0, %94 ]
  br label %97

97:                                               ; preds = %95, %88
  %98 = phi i32 [ %96, %95 ], [ %89, %88 ]
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = phi i32 [ %98, %97 ]
  br label %106

102:                                              ; preds = %97
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %32, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %32, align 4
  br label %68, !llvm.loop !5

106:                                              ; preds = %100, %73
  %107 = phi i32 [ %101, %100 ], [ %74, %73 ]
  %108 = icmp eq i32 %107, 4
  br i1 %108, label %111, label %109

109:                                              ; preds = %106
  %110 = phi i32 [ %107, %106 ]
  br label %150

111:                                              ; preds = %106
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %35) #9
  br label %112

112:                                              ; preds = %111
  br label %119

113:                                              ; preds = %90
  %114 = load ptr, ptr %29, align 8
  %115 = call ptr @__cxa_begin_catch(ptr %114) #11
  call void @_ZN3Gen12promise_type19unhandled_exceptionEv(ptr noundef nonnull align 4 dereferenceable(4) %35) #9
  br label %116

116:                                              ; preds = %113
  invoke void @__cxa_end_catch()
          to label %117 unwind label %131

117:                                              ; preds = %116
  br label %118

118:                                              ; preds = %117
  br label %119

119:                                              ; preds = %118, %112
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %35) #10
  %120 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %34) #10
  br i1 %120, label %139, label %121

121:                                              ; preds = %119
  %122 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 0
  store ptr null, ptr %122, align 8
  %123 = getelementptr inbounds %_Z7squaresi.Frame, ptr %23, i32 0, i32 7
  store i2 -2, ptr %123, align 1
  br label %124

124:                                              ; preds = %121
  invoke void @_Z7squaresi.__await_suspend_wrapper__final(ptr %34, ptr %23)
          to label %125 unwind label %135

125:                                              ; preds = %124
  br label %126

126:                                              ; preds = %125
  br label %127

127:                                              ; preds = %126
  switch i8 -1, label %156 [
    i8 0, label %139
    i8 1, label %128
  ]

128:                                              ; preds = %127
  br label %129

129:                                              ; preds = %128
  %130 = phi i32 [ 2, %128 ]
  br label %142

131:                                              ; preds = %116
  %132 = landingpad { ptr, i32 }
          cleanup
  %133 = extractvalue { ptr, i32 } %132, 0
  store ptr %133, ptr %29, align 8
  %134 = extractvalue { ptr, i32 } %132, 1
  store i32 %134, ptr %30, align 4
  br label %159

135:                                              ; preds = %124
  %136 = landingpad { ptr, i32 }
          cleanup
  %137 = extractvalue { ptr, i32 } %136, 0
  store ptr %137, ptr %29, align 8
  %138 = extractvalue { ptr, i32 } %136, 1
  store i32 %138, ptr %30, align 4
  br label %159

139:                                              ; preds = %127, %119
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %34) #10
  br label %140

140:                                              ; preds = %139
  %141 = phi i32 [ 0, %139 ]
  br label %142

142:                                              ; preds = %140, %129
  %143 = phi i32 [ %141, %140 ], [ %130, %129 ]
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %147, label %145

145:                                              ; preds = %142
  %146 = phi i32 [ %143, %142 ]
  br label %150

147:                                              ; preds = %142
  br label %148

148:                                              ; preds = %147
  %149 = phi i32 [ 0, %147 ]
  br label %150

150:                                              ; preds = %65, %109, %145, %148
  %151 = phi i32 [ %66, %65 ], [ %110, %109 ], [ %146, %145 ], [ %149, %148 ]
  %152 = icmp ne ptr %23, null
  br i1 %152, label %153, label %154

153:                                              ; preds = %150
  call void @_ZdlPvm(ptr noundef %23, i64 noundef 48) #10
  br label %154

154:                                              ; preds = %150, %153
  switch i32 %151, label %172 [
    i32 0, label %155
    i32 2, label %156
  ]

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155, %154, %127, %86, %47
  br label %157

157:                                              ; preds = %156
  br label %158

158:                                              ; preds = %157
  ret void

159:                                              ; preds = %135, %131, %55
  br label %160

160:                                              ; preds = %159
  br label %161

161:                                              ; preds = %160
  br label %162

162:                                              ; preds = %161
  br label %163

163:                                              ; preds = %162, %51
  %164 = icmp ne ptr %23, null
  br i1 %164, label %165, label %166

165:                                              ; preds = %163
  call void @_ZdlPvm(ptr noundef %23, i64 noundef 48) #10
  br label %166

166:                                              ; preds = %163, %165
  br label %167

167:                                              ; preds = %166
  %168 = load ptr, ptr %29, align 8
  %169 = load i32, ptr %30, align 4
  %170 = insertvalue { ptr, i32 } poison, ptr %168, 0
  %171 = insertvalue { ptr, i32 } %170, i32 %169, 1
  resume { ptr, i32 } %171

172:                                              ; preds = %154
  unreachable
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type17get_return_objectEv(ptr dead_on_unwind noalias writable sret(%struct.Gen) align 8 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Gen, ptr %0, i32 0, i32 0
  %7 = call ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_promiseERS1_(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  %8 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %6, i32 0, i32 0
  %9 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %8, i32 0, i32 0
  store ptr %7, ptr %9, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type15initial_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret i1 false
}

; Function Attrs: alwaysinline mustprogress
define private void @_Z7squaresi.__await_suspend_wrapper__init(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #9
  %10 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %6, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %10, i32 0, i32 0
  store ptr %9, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 8, i1 false)
  %12 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %5, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  call void @_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %13) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr %1) #2 comdat align 2 {
  %3 = alloca %"struct.std::coroutine_handle.0", align 8
  %4 = alloca ptr, align 8
  %5 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  store ptr %1, ptr %5, align 8
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::coroutine_handle", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @_ZNSt16coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #10
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %2, i32 0, i32 0
  store ptr %4, ptr %5, align 8
  %6 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  ret ptr %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = getelementptr inbounds %"struct.Gen::promise_type", ptr %5, i32 0, i32 0
  store i32 %6, ptr %7, align 4
  ret void
}

; Function Attrs: alwaysinline mustprogress
define private void @_Z7squaresi.__await_suspend_wrapper__yield(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #9
  %10 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %6, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %10, i32 0, i32 0
  store ptr %9, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 8, i1 false)
  %12 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %5, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  call void @_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %13) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare ptr @__cxa_begin_catch(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type19unhandled_exceptionEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress
define private void @_Z7squaresi.__await_suspend_wrapper__final(ptr noundef nonnull %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::coroutine_handle.0", align 8
  %6 = alloca %"struct.std::coroutine_handle", align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = call ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_addressEPv(ptr noundef %8) #9
  %10 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %6, i32 0, i32 0
  %11 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %10, i32 0, i32 0
  store ptr %9, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 8, i1 false)
  %12 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %5, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  call void @_ZNKSt14suspend_always13await_suspendESt16coroutine_handleIvE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr %13) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @_Z4mainv() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Gen, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @_Z7squaresi(ptr dead_on_unwind writable sret(%struct.Gen) align 8 %1, i32 noundef 5) #9
  store i32 0, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Gen, ptr %1, i32 0, i32 0
  invoke void @_ZNKSt16coroutine_handleIvE6resumeEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
          to label %6 unwind label %23

6:                                                ; preds = %0
  br label %7

7:                                                ; preds = %22, %6
  %8 = getelementptr inbounds %struct.Gen, ptr %1, i32 0, i32 0
  %9 = invoke noundef zeroext i1 @_ZNKSt16coroutine_handleIvE4doneEv(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
          to label %10 unwind label %23

10:                                               ; preds = %7
  %11 = xor i1 %9, true
  br i1 %11, label %12, label %27

12:                                               ; preds = %10
  %13 = getelementptr inbounds %struct.Gen, ptr %1, i32 0, i32 0
  %14 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt16coroutine_handleIN3Gen12promise_typeEE7promiseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #9
          to label %15 unwind label %23

15:                                               ; preds = %12
  %16 = getelementptr inbounds %"struct.Gen::promise_type", ptr %14, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %2, align 4
  br label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.Gen, ptr %1, i32 0, i32 0
  invoke void @_ZNKSt16coroutine_handleIvE6resumeEv(ptr noundef nonnull align 8 dereferenceable(8) %21) #9
          to label %22 unwind label %23

22:                                               ; preds = %20
  br label %7, !llvm.loop !7

23:                                               ; preds = %27, %20, %12, %7, %0
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  call void @_ZN3GenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  br label %35

27:                                               ; preds = %10
  %28 = load i32, ptr %2, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28) #9
          to label %30 unwind label %23

30:                                               ; preds = %27
  %31 = load i32, ptr %2, align 4
  %32 = icmp eq i32 %31, 30
  %33 = zext i1 %32 to i64
  %34 = select i1 %32, i32 0, i32 1
  call void @_ZN3GenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  ret i32 %34

35:                                               ; preds = %23
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %4, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZNKSt16coroutine_handleIvE6resumeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  call fastcc void %7(ptr %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt16coroutine_handleIvE4doneEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %6, null
  ret i1 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNKSt16coroutine_handleIN3Gen12promise_typeEE7promiseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %5, i32 16
  ret ptr %6
}

declare i32 @printf(ptr noundef, ...) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3GenD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Gen, ptr %3, i32 0, i32 0
  %5 = invoke noundef ptr @_ZNKSt16coroutine_handleIvE7addressEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #9
          to label %6 unwind label %12

6:                                                ; preds = %1
  %7 = icmp ne ptr %5, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = getelementptr inbounds %struct.Gen, ptr %3, i32 0, i32 0
  invoke void @_ZNKSt16coroutine_handleIvE7destroyEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #9
          to label %10 unwind label %12

10:                                               ; preds = %8
  br label %11

11:                                               ; preds = %10, %6
  ret void

12:                                               ; preds = %8, %1
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #12
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local ptr @_ZNSt16coroutine_handleIN3Gen12promise_typeEE12from_promiseERS1_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca %"struct.std::coroutine_handle", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  call void @_ZNSt16coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #10
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i32 -16
  %6 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %2, i32 0, i32 0
  store ptr %5, ptr %6, align 8
  %7 = getelementptr inbounds %"struct.std::coroutine_handle", ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNSt16coroutine_handleIN3Gen12promise_typeEEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt16coroutine_handleIvEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNSt16coroutine_handleIvEC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNKSt16coroutine_handleIvE7addressEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZNKSt16coroutine_handleIvE7destroyEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::coroutine_handle.0", ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8
  call fastcc void %7(ptr %5)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal fastcc void @_Z7squaresi.resume(ptr noundef nonnull align 8 dereferenceable(48) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 3
  %5 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 4
  %6 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 5
  %7 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 8
  %8 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 6
  %9 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 9
  %10 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 10
  %11 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 2
  br label %130

12:                                               ; preds = %130
  br label %13

13:                                               ; preds = %12
  br label %14

14:                                               ; preds = %13
  switch i8 0, label %117 [
    i8 0, label %18
    i8 1, label %15
  ]

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  %17 = phi i32 [ 2, %15 ]
  br label %21

18:                                               ; preds = %14
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #10
  br label %19

19:                                               ; preds = %18
  %20 = phi i32 [ 0, %18 ]
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i32 [ %20, %19 ], [ %17, %16 ]
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = phi i32 [ %22, %21 ]
  br label %111

26:                                               ; preds = %21
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %64, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %31
  %33 = phi i32 [ 4, %31 ]
  br label %67

34:                                               ; preds = %27
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 %35, %36
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %37) #9
  br label %38

38:                                               ; preds = %34
  %39 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br i1 %39, label %55, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 1, ptr %41, align 1
  br label %42

42:                                               ; preds = %40
  invoke void @_Z7squaresi.__await_suspend_wrapper__yield(ptr %9, ptr %0)
          to label %43 unwind label %51

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %130
  br label %45

45:                                               ; preds = %44, %43
  %46 = phi i8 [ -1, %43 ], [ 0, %44 ]
  br label %47

47:                                               ; preds = %45
  switch i8 %46, label %117 [
    i8 0, label %55
    i8 1, label %48
  ]

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = phi i32 [ 2, %48 ]
  br label %58

51:                                               ; preds = %42
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %5, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %6, align 4
  br label %74

55:                                               ; preds = %47, %38
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br label %56

56:                                               ; preds = %55
  %57 = phi i32 [ 0, %55 ]
  br label %58

58:                                               ; preds = %56, %49
  %59 = phi i32 [ %57, %56 ], [ %50, %49 ]
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = phi i32 [ %59, %58 ]
  br label %67

63:                                               ; preds = %58
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %27, !llvm.loop !5

67:                                               ; preds = %61, %32
  %68 = phi i32 [ %62, %61 ], [ %33, %32 ]
  %69 = icmp eq i32 %68, 4
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = phi i32 [ %68, %67 ]
  br label %111

72:                                               ; preds = %67
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %73

73:                                               ; preds = %72
  br label %80

74:                                               ; preds = %51
  %75 = load ptr, ptr %5, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #11
  call void @_ZN3Gen12promise_type19unhandled_exceptionEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %77

77:                                               ; preds = %74
  invoke void @__cxa_end_catch()
          to label %78 unwind label %92

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79, %73
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #10
  %81 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br i1 %81, label %100, label %82

82:                                               ; preds = %80
  %83 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %83, align 8
  %84 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %84, align 1
  br label %85

85:                                               ; preds = %82
  invoke void @_Z7squaresi.__await_suspend_wrapper__final(ptr %10, ptr %0)
          to label %86 unwind label %96

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86
  br label %88

88:                                               ; preds = %87
  switch i8 -1, label %117 [
    i8 0, label %100
    i8 1, label %89
  ]

89:                                               ; preds = %88
  br label %90

90:                                               ; preds = %89
  %91 = phi i32 [ 2, %89 ]
  br label %103

92:                                               ; preds = %77
  %93 = landingpad { ptr, i32 }
          cleanup
  %94 = extractvalue { ptr, i32 } %93, 0
  store ptr %94, ptr %5, align 8
  %95 = extractvalue { ptr, i32 } %93, 1
  store i32 %95, ptr %6, align 4
  br label %119

96:                                               ; preds = %85
  %97 = landingpad { ptr, i32 }
          cleanup
  %98 = extractvalue { ptr, i32 } %97, 0
  store ptr %98, ptr %5, align 8
  %99 = extractvalue { ptr, i32 } %97, 1
  store i32 %99, ptr %6, align 4
  br label %119

100:                                              ; preds = %88, %80
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br label %101

101:                                              ; preds = %100
  %102 = phi i32 [ 0, %100 ]
  br label %103

103:                                              ; preds = %101, %90
  %104 = phi i32 [ %102, %101 ], [ %91, %90 ]
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = phi i32 [ %104, %103 ]
  br label %111

108:                                              ; preds = %103
  br label %109

109:                                              ; preds = %108
  %110 = phi i32 [ 0, %108 ]
  br label %111

111:                                              ; preds = %109, %106, %70, %24
  %112 = phi i32 [ %25, %24 ], [ %71, %70 ], [ %107, %106 ], [ %110, %109 ]
  %113 = icmp ne ptr %0, null
  br i1 %113, label %114, label %115

114:                                              ; preds = %111
  call void @_ZdlPvm(ptr noundef %0, i64 noundef 48) #10
  br label %115

115:                                              ; preds = %114, %111
  switch i32 %112, label %129 [
    i32 0, label %116
    i32 2, label %117
  ]

116:                                              ; preds = %115
  br label %117

117:                                              ; preds = %116, %115, %88, %47, %14
  br label %118

118:                                              ; preds = %117
  ret void

119:                                              ; preds = %96, %92
  br label %120

120:                                              ; preds = %119
  %121 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %121, align 8
  %122 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %122, align 1
  br label %123

123:                                              ; preds = %120
  br label %124

124:                                              ; preds = %123
  %125 = load ptr, ptr %5, align 8
  %126 = load i32, ptr %6, align 4
  %127 = insertvalue { ptr, i32 } poison, ptr %125, 0
  %128 = insertvalue { ptr, i32 } %127, i32 %126, 1
  resume { ptr, i32 } %128

129:                                              ; preds = %115
  unreachable

130:                                              ; preds = %1
  %131 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  %132 = load i2, ptr %131, align 1
  switch i2 %132, label %133 [
    i2 0, label %12
    i2 1, label %44
  ]

133:                                              ; preds = %130
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal fastcc void @_Z7squaresi.destroy(ptr noundef nonnull align 8 dereferenceable(48) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 3
  %5 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 4
  %6 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 5
  %7 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 8
  %8 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 6
  %9 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 9
  %10 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 10
  %11 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 2
  br label %132

12:                                               ; preds = %132
  br label %13

13:                                               ; preds = %12
  br label %14

14:                                               ; preds = %13
  switch i8 1, label %119 [
    i8 0, label %18
    i8 1, label %15
  ]

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  %17 = phi i32 [ 2, %15 ]
  br label %21

18:                                               ; preds = %14
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #10
  br label %19

19:                                               ; preds = %18
  %20 = phi i32 [ 0, %18 ]
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i32 [ %20, %19 ], [ %17, %16 ]
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = phi i32 [ %22, %21 ]
  br label %113

26:                                               ; preds = %21
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %64, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %31
  %33 = phi i32 [ 4, %31 ]
  br label %67

34:                                               ; preds = %27
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 %35, %36
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %37) #9
  br label %38

38:                                               ; preds = %34
  %39 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br i1 %39, label %55, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 1, ptr %41, align 1
  br label %42

42:                                               ; preds = %40
  invoke void @_Z7squaresi.__await_suspend_wrapper__yield(ptr %9, ptr %0)
          to label %43 unwind label %51

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %132
  br label %45

45:                                               ; preds = %44, %43
  %46 = phi i8 [ -1, %43 ], [ 1, %44 ]
  br label %47

47:                                               ; preds = %45
  switch i8 %46, label %119 [
    i8 0, label %55
    i8 1, label %48
  ]

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = phi i32 [ 2, %48 ]
  br label %58

51:                                               ; preds = %42
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %5, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %6, align 4
  br label %74

55:                                               ; preds = %47, %38
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br label %56

56:                                               ; preds = %55
  %57 = phi i32 [ 0, %55 ]
  br label %58

58:                                               ; preds = %56, %49
  %59 = phi i32 [ %57, %56 ], [ %50, %49 ]
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = phi i32 [ %59, %58 ]
  br label %67

63:                                               ; preds = %58
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %27, !llvm.loop !5

67:                                               ; preds = %61, %32
  %68 = phi i32 [ %62, %61 ], [ %33, %32 ]
  %69 = icmp eq i32 %68, 4
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = phi i32 [ %68, %67 ]
  br label %113

72:                                               ; preds = %67
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %73

73:                                               ; preds = %72
  br label %80

74:                                               ; preds = %51
  %75 = load ptr, ptr %5, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #11
  call void @_ZN3Gen12promise_type19unhandled_exceptionEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %77

77:                                               ; preds = %74
  invoke void @__cxa_end_catch()
          to label %78 unwind label %94

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79, %73
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #10
  %81 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br i1 %81, label %102, label %82

82:                                               ; preds = %80
  %83 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %83, align 8
  %84 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %84, align 1
  br label %85

85:                                               ; preds = %82
  invoke void @_Z7squaresi.__await_suspend_wrapper__final(ptr %10, ptr %0)
          to label %86 unwind label %98

86:                                               ; preds = %85
  br label %88

87:                                               ; preds = %132
  br label %88

88:                                               ; preds = %87, %86
  %89 = phi i8 [ -1, %86 ], [ 1, %87 ]
  br label %90

90:                                               ; preds = %88
  switch i8 %89, label %119 [
    i8 0, label %102
    i8 1, label %91
  ]

91:                                               ; preds = %90
  br label %92

92:                                               ; preds = %91
  %93 = phi i32 [ 2, %91 ]
  br label %105

94:                                               ; preds = %77
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %5, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %6, align 4
  br label %121

98:                                               ; preds = %85
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %5, align 8
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %6, align 4
  br label %121

102:                                              ; preds = %90, %80
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br label %103

103:                                              ; preds = %102
  %104 = phi i32 [ 0, %102 ]
  br label %105

105:                                              ; preds = %103, %92
  %106 = phi i32 [ %104, %103 ], [ %93, %92 ]
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = phi i32 [ %106, %105 ]
  br label %113

110:                                              ; preds = %105
  br label %111

111:                                              ; preds = %110
  %112 = phi i32 [ 0, %110 ]
  br label %113

113:                                              ; preds = %111, %108, %70, %24
  %114 = phi i32 [ %25, %24 ], [ %71, %70 ], [ %109, %108 ], [ %112, %111 ]
  %115 = icmp ne ptr %0, null
  br i1 %115, label %116, label %117

116:                                              ; preds = %113
  call void @_ZdlPvm(ptr noundef %0, i64 noundef 48) #10
  br label %117

117:                                              ; preds = %116, %113
  switch i32 %114, label %131 [
    i32 0, label %118
    i32 2, label %119
  ]

118:                                              ; preds = %117
  br label %119

119:                                              ; preds = %118, %117, %90, %47, %14
  br label %120

120:                                              ; preds = %119
  ret void

121:                                              ; preds = %98, %94
  br label %122

122:                                              ; preds = %121
  %123 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %123, align 8
  %124 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %124, align 1
  br label %125

125:                                              ; preds = %122
  br label %126

126:                                              ; preds = %125
  %127 = load ptr, ptr %5, align 8
  %128 = load i32, ptr %6, align 4
  %129 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %130 = insertvalue { ptr, i32 } %129, i32 %128, 1
  resume { ptr, i32 } %130

131:                                              ; preds = %117
  unreachable

132:                                              ; preds = %1
  %133 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  %134 = load i2, ptr %133, align 1
  switch i2 %134, label %135 [
    i2 0, label %12
    i2 1, label %44
    i2 -2, label %87
  ]

135:                                              ; preds = %132
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal fastcc void @_Z7squaresi.cleanup(ptr noundef nonnull align 8 dereferenceable(48) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 3
  %5 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 4
  %6 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 5
  %7 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 8
  %8 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 6
  %9 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 9
  %10 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 10
  %11 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 2
  br label %132

12:                                               ; preds = %132
  br label %13

13:                                               ; preds = %12
  br label %14

14:                                               ; preds = %13
  switch i8 1, label %119 [
    i8 0, label %18
    i8 1, label %15
  ]

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  %17 = phi i32 [ 2, %15 ]
  br label %21

18:                                               ; preds = %14
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #10
  br label %19

19:                                               ; preds = %18
  %20 = phi i32 [ 0, %18 ]
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i32 [ %20, %19 ], [ %17, %16 ]
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = phi i32 [ %22, %21 ]
  br label %113

26:                                               ; preds = %21
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %64, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %31
  %33 = phi i32 [ 4, %31 ]
  br label %67

34:                                               ; preds = %27
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 %35, %36
  call void @_ZN3Gen12promise_type11yield_valueEi(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %37) #9
  br label %38

38:                                               ; preds = %34
  %39 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br i1 %39, label %55, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 1, ptr %41, align 1
  br label %42

42:                                               ; preds = %40
  invoke void @_Z7squaresi.__await_suspend_wrapper__yield(ptr %9, ptr %0)
          to label %43 unwind label %51

43:                                               ; preds = %42
  br label %45

44:                                               ; preds = %132
  br label %45

45:                                               ; preds = %44, %43
  %46 = phi i8 [ -1, %43 ], [ 1, %44 ]
  br label %47

47:                                               ; preds = %45
  switch i8 %46, label %119 [
    i8 0, label %55
    i8 1, label %48
  ]

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  %50 = phi i32 [ 2, %48 ]
  br label %58

51:                                               ; preds = %42
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %5, align 8
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %6, align 4
  br label %74

55:                                               ; preds = %47, %38
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %9) #10
  br label %56

56:                                               ; preds = %55
  %57 = phi i32 [ 0, %55 ]
  br label %58

58:                                               ; preds = %56, %49
  %59 = phi i32 [ %57, %56 ], [ %50, %49 ]
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = phi i32 [ %59, %58 ]
  br label %67

63:                                               ; preds = %58
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %27, !llvm.loop !5

67:                                               ; preds = %61, %32
  %68 = phi i32 [ %62, %61 ], [ %33, %32 ]
  %69 = icmp eq i32 %68, 4
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = phi i32 [ %68, %67 ]
  br label %113

72:                                               ; preds = %67
  call void @_ZN3Gen12promise_type11return_voidEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %73

73:                                               ; preds = %72
  br label %80

74:                                               ; preds = %51
  %75 = load ptr, ptr %5, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #11
  call void @_ZN3Gen12promise_type19unhandled_exceptionEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #9
  br label %77

77:                                               ; preds = %74
  invoke void @__cxa_end_catch()
          to label %78 unwind label %94

78:                                               ; preds = %77
  br label %79

79:                                               ; preds = %78
  br label %80

80:                                               ; preds = %79, %73
  call void @_ZN3Gen12promise_type13final_suspendEv(ptr noundef nonnull align 4 dereferenceable(4) %11) #10
  %81 = call noundef zeroext i1 @_ZNKSt14suspend_always11await_readyEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br i1 %81, label %102, label %82

82:                                               ; preds = %80
  %83 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %83, align 8
  %84 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %84, align 1
  br label %85

85:                                               ; preds = %82
  invoke void @_Z7squaresi.__await_suspend_wrapper__final(ptr %10, ptr %0)
          to label %86 unwind label %98

86:                                               ; preds = %85
  br label %88

87:                                               ; preds = %132
  br label %88

88:                                               ; preds = %87, %86
  %89 = phi i8 [ -1, %86 ], [ 1, %87 ]
  br label %90

90:                                               ; preds = %88
  switch i8 %89, label %119 [
    i8 0, label %102
    i8 1, label %91
  ]

91:                                               ; preds = %90
  br label %92

92:                                               ; preds = %91
  %93 = phi i32 [ 2, %91 ]
  br label %105

94:                                               ; preds = %77
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %5, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %6, align 4
  br label %121

98:                                               ; preds = %85
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %5, align 8
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %6, align 4
  br label %121

102:                                              ; preds = %90, %80
  call void @_ZNKSt14suspend_always12await_resumeEv(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br label %103

103:                                              ; preds = %102
  %104 = phi i32 [ 0, %102 ]
  br label %105

105:                                              ; preds = %103, %92
  %106 = phi i32 [ %104, %103 ], [ %93, %92 ]
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = phi i32 [ %106, %105 ]
  br label %113

110:                                              ; preds = %105
  br label %111

111:                                              ; preds = %110
  %112 = phi i32 [ 0, %110 ]
  br label %113

113:                                              ; preds = %111, %108, %70, %24
  %114 = phi i32 [ %25, %24 ], [ %71, %70 ], [ %109, %108 ], [ %112, %111 ]
  %115 = icmp ne ptr null, null
  br i1 %115, label %116, label %117

116:                                              ; preds = %113
  call void @_ZdlPvm(ptr noundef null, i64 noundef 48) #10
  br label %117

117:                                              ; preds = %116, %113
  switch i32 %114, label %131 [
    i32 0, label %118
    i32 2, label %119
  ]

118:                                              ; preds = %117
  br label %119

119:                                              ; preds = %118, %117, %90, %47, %14
  br label %120

120:                                              ; preds = %119
  ret void

121:                                              ; preds = %98, %94
  br label %122

122:                                              ; preds = %121
  %123 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 0
  store ptr null, ptr %123, align 8
  %124 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  store i2 -2, ptr %124, align 1
  br label %125

125:                                              ; preds = %122
  br label %126

126:                                              ; preds = %125
  %127 = load ptr, ptr %5, align 8
  %128 = load i32, ptr %6, align 4
  %129 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %130 = insertvalue { ptr, i32 } %129, i32 %128, 1
  resume { ptr, i32 } %130

131:                                              ; preds = %117
  unreachable

132:                                              ; preds = %1
  %133 = getelementptr inbounds %_Z7squaresi.Frame, ptr %0, i32 0, i32 7
  %134 = load i2, ptr %133, align 1
  switch i2 %134, label %135 [
    i2 0, label %12
    i2 1, label %44
    i2 -2, label %87
  ]

135:                                              ; preds = %132
  unreachable
}

attributes #0 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { alwaysinline mustprogress "min-legal-vector-width"="0" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }
attributes #10 = { nobuiltin nounwind "no-builtins" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

!llvm.linker.options = !{}
!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
